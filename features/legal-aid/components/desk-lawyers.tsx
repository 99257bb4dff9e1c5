import { OfficeCards } from '@/features/where-to-start/components/office-cards';
import type { LegalAidLawyerDto } from '@/features/legal-aid/dto/legal-aid';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { officeCard } from '@/lib/reference/first-stops';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { regionLegalAidOffices } from '@/features/legal-aid/reference/legal-aid-today';
import { regionShortName, type WhereToStartPlace } from '@/features/where-to-start/reference/where-to-start-places';
import { LegalAidLawyers, type legalAidLawyersText } from './legal-aid-lawyers';
import type { DeskWords } from './today-steps';

const LINK = 'font-semibold text-primary-700 underline underline-offset-2';

/**
 * Issue 72 item 5: the desk's lawyers for where the person lives — their region's first ("In Central
 * Visayas"), then the others, who consult by video or phone — and, when none of their region gives legal
 * aid here (or none at all does), the empty state that still helps: the PAO and IBP legal-aid offices of
 * their region from the free-help directory, with the directory's page for the rest. Without a place, the
 * list as it is, and a word that the form above shows the region's offices. Server HTML.
 */
export function DeskLawyers({
  lawyers,
  place,
  problem,
  locale,
  words,
  text,
}: {
  lawyers: LegalAidLawyerDto[];
  place: WhereToStartPlace | undefined;
  problem: number | undefined;
  locale: Locale;
  words: DeskWords;
  /** legalAidLawyersText's, for the lawyers' cards. */
  text: Awaited<ReturnType<typeof legalAidLawyersText>>;
}) {
  const { t } = words;
  const list = (shown: LegalAidLawyerDto[]) => <LegalAidLawyers lawyers={shown} locale={locale} problem={problem} text={text} />;
  const subheading = (words: string) => <h3 className="mb-3 mt-6 text-lg font-semibold text-slate-900 first:mt-0">{words}</h3>;
  if (!place) {
    return lawyers.length ? (
      list(lawyers)
    ) : (
      <div className="rounded-xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200" data-testid="legal-aid-empty">
        <p>{t('lawyers.none')}</p>
        <p className="mt-2">
          <a href="#today" className={LINK}>
            {t('lawyers.chooseRegion')}
          </a>
        </p>
      </div>
    );
  }
  const region = regionShortName(place.region);
  const near = lawyers.filter((l) => l.region === place.region);
  const elsewhere = lawyers.filter((l) => l.region !== place.region);
  return (
    <div>
      {near.length ? (
        <>
          {subheading(t('lawyers.near', { region }))}
          {list(near)}
        </>
      ) : (
        <RegionOffices place={place} region={region} locale={locale} words={words} />
      )}
      {elsewhere.length ? (
        <>
          {subheading(t('lawyers.elsewhere'))}
          {list(elsewhere)}
        </>
      ) : null}
    </div>
  );
}

/** The empty state: the PAO and IBP legal-aid offices of the region, its own city's first, and the directory for all of them. */
function RegionOffices({
  place,
  region,
  locale,
  words: { t, triage },
}: {
  place: WhereToStartPlace;
  region: string;
  locale: Locale;
  words: DeskWords;
}) {
  const directory = `${localePath(locale, FREE_LEGAL_HELP_PATH)}?${new URLSearchParams({ region: place.region })}`;
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" data-testid="legal-aid-empty">
      <p className="text-slate-800">{t('lawyers.regionNone', { region })}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {regionLegalAidOffices(place).map(({ kind, offices }) => {
          const title = t(`lawyers.kinds.${kind}`);
          return (
            <section key={kind} aria-label={title} data-kind={kind}>
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <OfficeCards
                offices={offices.map((o) => ({ ...officeCard(triage, o, place, locale), hint: o.address ? undefined : o.contactHint }))}
                label={title}
                t={triage}
              />
            </section>
          );
        })}
      </div>
      <p className="mt-4 text-sm">
        <a href={directory} className={LINK}>
          {t('lawyers.allOffices', { region })}
        </a>
      </p>
    </div>
  );
}
