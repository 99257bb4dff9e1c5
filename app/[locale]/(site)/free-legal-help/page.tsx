import { ExternalLink, MapPin } from '@/components/ui/lucide-static';
import type { Metadata } from 'next';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import { FREE_LEGAL_HELP_KINDS, NATIONWIDE, PAO_TESTS } from '@/lib/reference/free-legal-help';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { problemInText } from '@/lib/reference/problem-label';
import { SEARCH_REGIONS, resolveQueryRegion } from '@/lib/reference/regions';
import { searchFreeLegalHelp } from '@/lib/server/lawyers/find-free-legal-help';
import { freeLegalHelpQuerySchema, type FreeLegalHelpQueryInput } from '@/lib/validation/search';
import { formatPeso } from '@/lib/format/money';
import { FREE_LEGAL_HELP_PAGE_SIZE } from '@/lib/config/pages';
import { WHERE_TO_START_PATH } from '@/lib/reference/where-to-start-link';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { LEGAL_AID_PATH } from '@/lib/reference/legal-aid-link';
import { formatLongDate } from '@/lib/format/date-time';
import { languageAlternates } from '@/lib/i18n/alternates';
import { DMW_WEBSITE, MIGRANT_WORKERS_OFFICES } from '@/lib/reference/migrant-workers-offices';
import { SPA_ABROAD_EXPLAINER } from '@/lib/reference/abroad-links';
import { localePath, OG_LOCALE, type Locale } from '@/lib/i18n/config';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { localeOf, textFor } from '@/lib/i18n/server';
import { WrittenEntrySection } from './_components/written-entry-section';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'help');
  const title = t('meta.title');
  const description = t('meta.description');
  return {
    title,
    description,
    alternates: languageAlternates(locale, FREE_LEGAL_HELP_PATH),
    openGraph: { title, description, url: localePath(locale, FREE_LEGAL_HELP_PATH), locale: OG_LOCALE[locale] },
  };
}

/**
 * The PAO's income limits in the order of PAO_TESTS' thresholds, as the `help` catalogue names
 * them (pao.thresholds). The offices' own data (names, what they help with, how to reach them) is
 * shown as lib/reference/free-legal-help.ts words it.
 */
const THRESHOLD_KEYS = ['metroManila', 'otherCities', 'elsewhere'] as const;

/** Each filter is read on its own, so one bad value in a link drops that filter, not the page. */
function readFilters(raw: Record<string, string | string[] | undefined>) {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(freeLegalHelpQuerySchema.shape)) {
    const parsed = schema.safeParse(raw[key] === '' ? undefined : raw[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as FreeLegalHelpQueryInput;
}

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

/** Spec §2 /free-legal-help: a directory of free legal help by region and legal problem. Plain GET form, no client JS. */
export default async function FreeLegalHelpPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'help');
  const aid = await textFor(locale, 'legalAid');
  const raw = await searchParams;
  const filters = readFilters(raw);
  const { results } = searchFreeLegalHelp(filters);
  const pages = Math.ceil(results.length / FREE_LEGAL_HELP_PAGE_SIZE);
  const page = readPage(raw.page, pages);
  const first = (page - 1) * FREE_LEGAL_HELP_PAGE_SIZE;
  const shown = results.slice(first, first + FREE_LEGAL_HELP_PAGE_SIZE);
  const region = filters.region ? resolveQueryRegion(filters.region) || undefined : undefined;
  const problem = filters.legal_problem !== undefined ? findLegalProblem(filters.legal_problem) : undefined;
  const area = problem?.value[0] ?? filters.area_of_practice;
  const { indigency } = PAO_TESTS;
  const link = 'font-semibold text-primary-700 underline underline-offset-2';
  const heading = [
    t('results.count', { count: results.length }),
    region ? t('results.inRegion', { region }) : '',
    problem ? t('results.forProblem', { problem: problemInText(problemLabelsFor(locale), problem) }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page py-6 sm:py-10">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t('page.intro')}</p>
        <p className="mt-2 max-w-3xl text-slate-700">
          {t('page.notSure')}{' '}
          <a href={localePath(locale, WHERE_TO_START_PATH)} className={link}>
            {t('page.whereToStart')}
          </a>{' '}
          {t('page.fewQuestions')}
        </p>
        {/* On a phone the qualification tests fill two screens: the offices are one tap away. */}
        <a
          href="#flh-search"
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2 sm:hidden"
        >
          {t('page.findNear')}
        </a>

        {/* Issue 63: a visitor abroad goes straight to the DMW and the Migrant Workers Offices. */}
        <a href="#abroad" className="mt-3 flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2">
          {t('abroad.heading')}
        </a>

        {/* Issue 61: the desk's free consultations, by video or phone, beside the offices. */}
        <p className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-slate-800" data-testid="legal-aid-link">
          <a href={localePath(locale, LEGAL_AID_PATH)} className={link}>
            {aid('start.offer')}
          </a>{' '}
          · {aid('start.offerDetail')}
        </p>
        {await WrittenEntrySection({ locale })}

        <section aria-labelledby="pao-tests" className="mt-6 rounded-lg border border-primary-100 bg-white p-4 sm:p-6">
          <h2 id="pao-tests" className="text-xl font-semibold text-slate-900">
            {t('pao.heading')}
          </h2>
          <div className="mt-3 grid gap-6 md:grid-cols-2">
            <div>
              <h3 className="font-semibold text-slate-900">{t('pao.indigencyTitle')}</h3>
              <p className="mt-1 text-slate-700">{t('pao.indigencyText')}</p>
              <table className="mt-3 w-full text-sm">
                <caption className="sr-only">{t('pao.caption')}</caption>
                <thead>
                  <tr className="text-left text-slate-600">
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {t('pao.whereYouLive')}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {t('pao.incomeUpTo')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {indigency.thresholds.map((limit, i) => (
                    <tr key={limit.area} className="border-t border-slate-100">
                      <td className="py-1 pr-3 text-slate-800">{t(`pao.thresholds.${THRESHOLD_KEYS[i]}`)}</td>
                      <td className="py-1 font-semibold text-slate-900">{formatPeso(limit.maxNetMonthlyIncome)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">{t('pao.meritTitle')}</h3>
              <p className="mt-1 text-slate-700">{t('pao.meritText')}</p>
            </div>
          </div>
        </section>

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

        <section
          id="abroad"
          aria-labelledby="abroad-heading"
          className="mt-10 scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
        >
          <h2 id="abroad-heading" className="text-xl font-semibold text-slate-900">
            {t('abroad.heading')}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{t('abroad.intro')}</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label={t('abroad.heading')}>
            <li className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{t('abroad.dmwName')}</h3>
              <p className="mt-1 text-sm text-slate-800">{t('abroad.dmwHelps')}</p>
              <p className="mt-2 text-sm">
                <a href={DMW_WEBSITE} className={link} rel="noopener noreferrer" target="_blank">
                  {t('abroad.dmwWebsite')}
                </a>
              </p>
            </li>
            {MIGRANT_WORKERS_OFFICES.map((country) => {
              const name = t(`abroad.countries.${country.code}`);
              return (
                <li key={country.code} className="rounded-lg border border-slate-200 p-4">
                  <h3 className="font-semibold text-slate-900">{name}</h3>
                  <p className="mt-1 text-sm font-medium text-slate-800">{t('abroad.offices', { cities: country.offices.join(' · ') })}</p>
                  <p className="mt-1 text-sm text-slate-700">{t('abroad.mwoHelps')}</p>
                  <p className="mt-2 flex flex-wrap gap-x-3 text-xs text-slate-600">
                    <a href={country.website} className={link} rel="noopener noreferrer" target="_blank">
                      {t('abroad.website')}
                      <span className="sr-only"> {t('abroad.websiteOf', { name })}</span>
                    </a>
                    <span>{t('abroad.lastChecked', { date: formatLongDate(country.lastChecked, locale) })}</span>
                  </p>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 max-w-3xl text-sm text-slate-700">
            {t('abroad.spa')}{' '}
            <a href={localePath(locale, SPA_ABROAD_EXPLAINER[locale])} className={link}>
              {t('abroad.spaLink')}
            </a>
          </p>
        </section>

        <p className="mt-8 text-slate-700">
          {t('paid.question')}{' '}
          <a href={localePath(locale, '/lawyers-online')} className="font-semibold text-primary-700 underline-offset-2 hover:underline">
            {t('paid.link')}
          </a>{' '}
          {t('paid.after')}
        </p>
      </div>
    </main>
  );
}
