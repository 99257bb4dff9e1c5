import { CalendarCheck, MapPin } from '@/components/ui/lucide-static';
import { Avatar } from '@/components/ui/avatar';
import { inZone } from '@/components/booking/booking-time';
import { areaLabel, asText } from '@/components/search/names';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { LegalAidLawyerDto } from '@/features/legal-aid/dto/legal-aid';
import { formatDayTime } from '@/lib/format/zoned-time';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { legalAidBookPath } from '@/features/legal-aid/reference/legal-aid-link';

/**
 * Issue 61: the lawyers of the legal-aid desk (GET legal-aid/lawyers, read on the server), each with
 * what they give free and their next free time, and one link: "Choose a free time" (the booking page;
 * a visitor signs in on the way, a client without a declaration fills it first). Server HTML only.
 * `problem`: carried to the booking page, which starts with it chosen.
 */
export async function legalAidLawyersText(locale: Locale) {
  const [t, search, booking] = await Promise.all([textFor(locale, 'legalAid'), textFor(locale, 'search'), textFor(locale, 'booking')]);
  return { t, search: asText(search), booking };
}

export function LegalAidLawyers({
  lawyers,
  locale,
  problem,
  text: { t, search, booking },
  headingLevel: Heading = 'h3',
}: {
  lawyers: LegalAidLawyerDto[];
  locale: Locale;
  problem?: number;
  /** legalAidLawyersText's: the page reads the words (a server component of its own would be async). */
  text: Awaited<ReturnType<typeof legalAidLawyersText>>;
  headingLevel?: 'h2' | 'h3';
}) {
  const query = problem !== undefined ? `?${new URLSearchParams({ problem: String(problem) })}` : '';
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="legal-aid-lawyers">
      {lawyers.map((lawyer) => {
        const name = t('lawyers.atty', { name: lawyer.name });
        const next = lawyer.next_free_at
          ? inZone(formatDayTime(lawyer.next_free_at, DEFAULT_TIME_ZONE, locale), DEFAULT_TIME_ZONE, locale, booking)
          : null;
        return (
          <li key={lawyer._id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex gap-3">
              <Avatar src={lawyer.picture_url} name={lawyer.name} size={56} boxClassName="h-14 w-14 text-lg" />
              <div className="min-w-0 flex-1">
                <Heading className="font-semibold leading-snug text-slate-900">
                  <a href={localePath(locale, `/lawyer/${lawyer._id}`)} className="hover:underline">
                    {name}
                  </a>
                </Heading>
                {lawyer.city ? (
                  <p className="mt-0.5 inline-flex items-center gap-1 text-sm text-slate-700">
                    <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
                    {lawyer.city}
                  </p>
                ) : null}
                {lawyer.areas.length ? (
                  <p className="mt-0.5 text-sm text-slate-600">{lawyer.areas.map((slug) => areaLabel(search, slug)).join(', ')}</p>
                ) : null}
              </div>
            </div>
            <ul className="mt-3 flex flex-wrap gap-1.5 text-xs font-medium">
              {lawyer.free_consultations ? (
                <li className="rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-800 ring-1 ring-emerald-200">
                  {t('lawyers.consultations')}
                </li>
              ) : null}
              {lawyer.free_written_answers ? (
                <li className="rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-800 ring-1 ring-emerald-200">{t('lawyers.written')}</li>
              ) : null}
            </ul>
            <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-slate-800">
              <CalendarCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-primary-700" />
              {next ? t('lawyers.nextFree', { time: next }) : t('lawyers.noFreeTime')}
            </p>
            {lawyer.free_consultations && next ? (
              <a
                href={localePath(locale, `${legalAidBookPath(lawyer._id)}${query}`)}
                className="btn-primary mt-4 min-h-11 w-full"
                aria-label={t('lawyers.chooseWith', { name: lawyer.name })}
              >
                {t('lawyers.choose')}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
