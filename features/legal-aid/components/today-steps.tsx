import { OfficeCards, SourceLine } from '@/features/where-to-start/components/office-cards';
import { Phone } from '@/components/ui/lucide-static';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor, type ServerT } from '@/lib/i18n/server';
import { placeLabel, stopText, whereToStartWords, type StopText } from '@/lib/reference/first-stops';
import { LEGAL_AID_PATH } from '@/features/legal-aid/reference/legal-aid-link';
import { todayOfficeCards } from '@/features/legal-aid/reference/legal-aid-today';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { WHERE_TO_START_PLACES, type WhereToStartPlace } from '@/features/where-to-start/reference/where-to-start-places';
import type { TodayStep } from '@/features/legal-aid/rules/legal-aid-today';

const LOCKOUT_BRING = ['id', 'lease', 'photos'] as const;

/** The desk's words and "Where do I start?"'s (its stops and offices), read once by the page for its parts. */
export async function deskWords(locale: Locale) {
  const [t, triage] = await Promise.all([textFor(locale, 'legalAid'), textFor(locale, 'triage')]);
  return { t, triage: whereToStartWords(triage) };
}
export type DeskWords = Awaited<ReturnType<typeof deskWords>>;

/**
 * Issue 72 item 5, on the legal-aid desk: "What you can do today" — the steps features/legal-aid/rules/legal-aid-today.ts
 * gives for the problem (a lockout: the police, the barangay, the PAO…), each with what it is, its source,
 * what to bring and, once the person says where they live (`me`, a GET form: no JavaScript), the offices
 * nearest them with their hours. The steps' words are "Where do I start?"'s (`triage`), the lockout's the
 * desk's own. Server HTML.
 */
export function TodaySteps({
  steps,
  place,
  problem,
  locale,
  words: { t, triage },
}: {
  steps: TodayStep[];
  /** Where the person lives (its offices); undefined: the form asks. */
  place: WhereToStartPlace | undefined;
  problem: number | undefined;
  locale: Locale;
  /** deskWords': the page reads the words (a server component of its own would be async). */
  words: DeskWords;
}) {
  const action = `${localePath(locale, LEGAL_AID_PATH)}#today`;
  const changeHref = `${localePath(locale, LEGAL_AID_PATH)}${problem !== undefined ? `?problem=${problem}` : ''}#today`;
  const stepText = (step: TodayStep): StopText =>
    step.kind === 'police-lockout'
      ? {
          title: t('today.lockout.title'),
          what: t('today.lockout.what'),
          bring: LOCKOUT_BRING.map((item) => t(`today.lockout.bring.${item}`)),
          where: t('today.lockout.where'),
        }
      : stopText(triage, step.kind);
  return (
    <section id="today" aria-labelledby="today-heading" className="container-page scroll-mt-4 pt-8 sm:pt-10">
      <div className="rounded-xl border border-amber-200 bg-amber-50 p-5 sm:p-6">
        <h2 id="today-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t('today.heading')}
        </h2>
        <p className="mt-1 text-slate-800">{t('today.intro')}</p>
        <p className="mt-2 flex items-center gap-2 font-semibold text-red-800">
          <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span>
            {t.rich('today.danger', {
              link: (chunks) => (
                <a href="tel:911" className="underline underline-offset-2">
                  {chunks}
                </a>
              ),
            })}
          </span>
        </p>

        {place ? (
          <p className="mt-3 text-sm text-slate-800" data-testid="today-place">
            {t('today.near', { place: placeLabel(triage, place) })} ·{' '}
            <a href={changeHref} className="font-semibold text-primary-700 underline underline-offset-2">
              {t('today.change')}
            </a>
          </p>
        ) : (
          <PlaceForm action={action} problem={problem} t={t} triage={triage} />
        )}

        <ol className="mt-4 grid gap-3 lg:grid-cols-3" data-testid="today-steps">
          {steps.map((step) => {
            const text = stepText(step);
            const offices = place ? todayOfficeCards(step.kind, place, locale, triage, t('today.lockout.office')) : [];
            return (
              <li key={step.kind} data-step={step.kind} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-amber-100">
                <h3 className="font-semibold text-slate-900">{text.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{text.what}</p>
                <SourceLine source={step.source} t={triage} locale={locale} />
                {offices.length ? (
                  <OfficeCards offices={offices} label={t('today.offices', { step: text.title })} t={triage} />
                ) : (
                  <p className="mt-2 text-sm text-slate-800">{text.where}</p>
                )}
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer font-semibold text-primary-700">{t('today.bring')}</summary>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
                    {text.bring.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

/** "Where do you live?": the towns of "Where do I start?"'s list by region, sent with the problem (a GET form). */
function PlaceForm({
  action,
  problem,
  t,
  triage,
}: {
  action: string;
  problem: number | undefined;
  t: ServerT<'legalAid'>;
  triage: ReturnType<typeof whereToStartWords>;
}) {
  return (
    <form method="get" action={action} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
      {problem !== undefined ? <input type="hidden" name="problem" value={problem} /> : null}
      <label className="flex-1 text-sm font-semibold text-slate-900">
        {t('today.place')}
        <span className="block font-normal text-slate-700">{t('today.placeHint')}</span>
        <select name="me" required defaultValue="" className="input mt-1 min-h-12 w-full">
          <option value="" disabled>
            {t('today.choosePlace')}
          </option>
          {SEARCH_REGIONS.map((region) => (
            <optgroup key={region} label={region}>
              {WHERE_TO_START_PLACES.filter((p) => p.region === region).map((p) => (
                <option key={p.slug} value={p.slug}>
                  {placeLabel(triage, p)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-primary min-h-12">
        {t('today.show')}
      </button>
    </form>
  );
}
