import { ExternalLink, MapPin } from '@/components/ui/lucide-static';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import { FREE_LEGAL_HELP_KINDS, NATIONWIDE } from '@/lib/reference/free-legal-help';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { problemInText } from '@/lib/reference/problem-label';
import { SEARCH_REGIONS, resolveQueryRegion } from '@/lib/reference/regions';
import { searchFreeLegalHelp } from '@/lib/server/lawyers/find-free-legal-help';
import type { FreeLegalHelpQueryInput } from '@/lib/validation/search';
import { FREE_LEGAL_HELP_PAGE_SIZE } from '@/lib/config/pages';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { formatLongDate } from '@/lib/format/date-time';
import { localePath, type Locale } from '@/lib/i18n/config';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { textFor } from '@/lib/i18n/server';

/** The 1-based page of the results asked for; anything else (missing, 0, "x", past the end) reads as the nearest page. */
function readPage(raw: string | string[] | undefined, pages: number): number {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) ? Math.min(Math.max(n, 1), Math.max(pages, 1)) : 1;
}

/** This search's address on another page (the filters kept, page 1 without `page`). */
function pageHref(filters: FreeLegalHelpQueryInput, page: number, locale: Locale): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${localePath(locale, FREE_LEGAL_HELP_PATH)}${query ? `?${query}` : ''}#flh-results`;
}

/** The directory: its plain GET search form (no client JS) and a page of the offices it finds. */
export async function OfficeDirectory({
  locale,
  filters,
  rawPage,
}: {
  locale: Locale;
  filters: FreeLegalHelpQueryInput;
  rawPage: string | string[] | undefined;
}) {
  const t = await textFor(locale, 'help');
  const { results } = searchFreeLegalHelp(filters);
  const pages = Math.ceil(results.length / FREE_LEGAL_HELP_PAGE_SIZE);
  const page = readPage(rawPage, pages);
  const first = (page - 1) * FREE_LEGAL_HELP_PAGE_SIZE;
  const shown = results.slice(first, first + FREE_LEGAL_HELP_PAGE_SIZE);
  const region = filters.region ? resolveQueryRegion(filters.region) || undefined : undefined;
  const problem = filters.legal_problem !== undefined ? findLegalProblem(filters.legal_problem) : undefined;
  const area = problem?.value[0] ?? filters.area_of_practice;
  const heading = [
    t('results.count', { count: results.length }),
    region ? t('results.inRegion', { region }) : '',
    problem ? t('results.forProblem', { problem: problemInText(problemLabelsFor(locale), problem) }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <form
        id="flh-search"
        method="get"
        action={localePath(locale, FREE_LEGAL_HELP_PATH)}
        className="mt-6 grid scroll-mt-20 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        role="search"
        aria-label={t('form.label')}
      >
        <div>
          <label htmlFor="flh-region" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('form.region')}
          </label>
          <select id="flh-region" name="region" defaultValue={region ?? ''} className="input h-11">
            <option value="">{t('form.allRegions')}</option>
            {SEARCH_REGIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="flh-area" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('form.legalProblem')}
          </label>
          <select id="flh-area" name="area_of_practice" defaultValue={area ?? ''} className="input h-11">
            <option value="">{t('form.anyProblem')}</option>
            {AREAS_OF_PRACTICE.map((a) => (
              <option key={a.slug} value={a.slug}>
                {t(`areas.${a.slug}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="flh-kind" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('form.kind')}
          </label>
          <select id="flh-kind" name="kind" defaultValue={filters.kind ?? ''} className="input h-11">
            <option value="">{t('form.allKinds')}</option>
            {FREE_LEGAL_HELP_KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {t(`kinds.${k.value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="flh-q" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('form.nameOrCity')}
          </label>
          <input
            id="flh-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={100}
            className="input h-11"
            placeholder={t('form.placeholder')}
          />
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className="btn-primary h-11 flex-1">
            {t('form.search')}
          </button>
          <a href={localePath(locale, FREE_LEGAL_HELP_PATH)} className="btn-ghost h-11">
            {t('form.reset')}
          </a>
        </div>
      </form>

      <section aria-labelledby="flh-results" className="mt-6">
        <h2 id="flh-results" className="scroll-mt-20 text-lg font-semibold text-slate-900">
          {heading}
        </h2>
        {results.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('results.none')}</p>
        ) : (
          <ul className="mt-3 grid gap-4 md:grid-cols-2">
            {shown.map((p) => (
              <li key={p.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-primary-700">{t(`kinds.${p.kind}`)}</p>
                <h3 className="mt-1 text-lg font-semibold text-slate-900">{p.name}</h3>
                <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-700">
                  <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
                  {p.region === NATIONWIDE ? t('results.nationwide') : [p.city, p.region].filter(Boolean).join(', ')}
                </p>
                <p className="mt-2 text-slate-800">{p.helpsWith}</p>
                {p.eligibility ? (
                  <p className="mt-2 text-sm text-slate-700">
                    <span className="font-semibold">{t('results.whoQualifies')}</span> {p.eligibility}
                  </p>
                ) : null}
                <p className="mt-2 text-sm text-slate-700">
                  <span className="font-semibold">{t('results.howToReach')}</span> {p.contactHint}
                </p>
                <p className="mt-auto flex flex-wrap items-center gap-x-3 pt-3 text-xs text-slate-600">
                  <a
                    href={p.source}
                    className="inline-flex items-center gap-1 font-medium text-primary-700 underline-offset-2 hover:underline"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {t('results.source')}
                    <span className="sr-only"> {t('results.sourceFor', { name: p.name })}</span>
                    <ExternalLink aria-hidden="true" className="h-3 w-3" />
                  </a>
                  <span>{t('results.lastChecked', { date: formatLongDate(p.lastChecked, locale) })}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label={t('results.pages')} className="mt-4 flex items-center justify-between gap-3">
            {page > 1 ? (
              <a href={pageHref(filters, page - 1, locale)} className="btn-outline">
                {t('results.previous')}
              </a>
            ) : (
              <span />
            )}
            <span className="text-sm text-slate-600">
              {t('results.range', { from: first + 1, to: first + shown.length, total: results.length })}
            </span>
            {page < pages ? (
              <a href={pageHref(filters, page + 1, locale)} className="btn-outline">
                {t('results.next')}
              </a>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </>
  );
}
