import type { WhereToStartWords } from '@/lib/reference/first-stops';
import { MIGRANT_WORKERS_OFFICES_PATH, SPA_ABROAD_EXPLAINER } from '@/features/where-to-start/reference/abroad-links';
import { formatLongDate } from '@/lib/format/date-time';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { ABROAD_SOURCES, type AbroadStopKind } from '@/features/where-to-start/rules/abroad-stops';

/**
 * Issue 63: the stops a person abroad can take from where they are (features/where-to-start/rules/abroad-stops.ts), each with
 * what it is, why, its source and where to read on: the directory's Migrant Workers Offices, the
 * explainer of documents signed abroad, the lawyers for the problem.
 */
export function AbroadStops({
  stops,
  lawyersHref,
  t,
  locale,
}: {
  stops: AbroadStopKind[];
  lawyersHref: string;
  t: WhereToStartWords;
  locale: Locale;
}) {
  const href: Record<AbroadStopKind, string> = {
    'dmw-mwo': MIGRANT_WORKERS_OFFICES_PATH,
    'consulate-spa': SPA_ABROAD_EXPLAINER[locale],
    'lawyer-at-home': lawyersHref,
  };
  return (
    <section aria-labelledby="abroad-heading" className="mt-6" data-testid="abroad-stops">
      <h2 id="abroad-heading" className="text-xl font-bold text-slate-900">
        {t('abroad.heading')}
      </h2>
      <p className="mt-1 text-slate-700">{t('abroad.lead')}</p>
      <ol className="mt-3 space-y-4">
        {stops.map((kind, i) => {
          const source = ABROAD_SOURCES[kind];
          return (
            <li
              key={kind}
              className="break-inside-avoid rounded-xl border border-primary-100 bg-white p-4 shadow-sm print:shadow-none sm:p-5"
            >
              <h3 className="text-lg font-semibold text-slate-900">
                {i + 1}. {t(`abroad.stops.${kind}.title`)}
              </h3>
              <p className="mt-1 text-slate-700">{t(`abroad.stops.${kind}.what`)}</p>
              <p className="mt-2 text-slate-800">
                <span className="font-semibold">{t('answer.why')}: </span>
                {t(`abroad.stops.${kind}.why`)}
              </p>
              <p className="mt-1 text-xs text-slate-500">
                {source.unverified
                  ? t('abroad.sourceToConfirm', { law: source.law, section: source.section })
                  : t('abroad.source', { law: source.law, section: source.section, date: formatLongDate(source.checked, locale) })}
              </p>
              <p className="mt-2">
                <a href={localePath(locale, href[kind])} className="font-semibold text-primary-700 underline underline-offset-2">
                  {t(`abroad.stops.${kind}.link`)}
                </a>
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
