import { ExternalLink, MapPin } from '@/components/ui/lucide-static';
import type { Metadata } from 'next';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import { FREE_LEGAL_HELP_KINDS, NATIONWIDE, PAO_TESTS } from '@/lib/reference/free-legal-help';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { SEARCH_REGIONS, resolveQueryRegion } from '@/lib/reference/regions';
import { searchFreeLegalHelp } from '@/lib/server/lawyers/find-free-legal-help';
import { freeLegalHelpQuerySchema, type FreeLegalHelpQueryInput } from '@/lib/validation/search';
import { formatPeso } from '@/lib/format/money';
import { FREE_LEGAL_HELP_PAGE_SIZE } from '@/lib/config/pages';
import { WHERE_TO_START_PATH } from '@/lib/reference/where-to-start-link';

export const metadata: Metadata = {
  title: 'Free legal help in the Philippines',
  description:
    "Free legal aid near you: Public Attorney's Office district offices (indigency and merit tests explained), IBP legal aid, law school clinics, DOLE SEnA and NLRC, barangay conciliation and the CHR.",
  alternates: { canonical: '/free-legal-help' },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const kindLabel = (kind: string) => FREE_LEGAL_HELP_KINDS.find((k) => k.value === kind)?.label ?? kind;
const checked = new Intl.DateTimeFormat('en-PH', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

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
function pageHref(filters: FreeLegalHelpQueryInput, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/free-legal-help${query ? `?${query}` : ''}#flh-results`;
}

/** Spec §2 /free-legal-help: a directory of free legal help by region and legal problem. Plain GET form, no client JS. */
export default async function FreeLegalHelpPage({ searchParams }: { searchParams: SearchParams }) {
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
  const { indigency, merit } = PAO_TESTS;

  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page py-6 sm:py-10">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Free legal help in the Philippines</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          If you cannot afford a lawyer, these offices give free advice and, for many cases, free representation. Offices move and hours
          change: call or check the source before you go.
        </p>
        <p className="mt-2 max-w-3xl text-slate-700">
          Not sure which office is for you?{' '}
          <a href={WHERE_TO_START_PATH} className="font-semibold text-primary-700 underline underline-offset-2">
            Where do I start?
          </a>{' '}
          A few questions tell you where to go first.
        </p>
        {/* On a phone the qualification tests fill two screens: the offices are one tap away. */}
        <a
          href="#flh-search"
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2 sm:hidden"
        >
          Find an office near you
        </a>

        <section aria-labelledby="pao-tests" className="mt-6 rounded-lg border border-primary-100 bg-white p-4 sm:p-6">
          <h2 id="pao-tests" className="text-xl font-semibold text-slate-900">
            Do you qualify for the Public Attorney&apos;s Office?
          </h2>
          <div className="mt-3 grid gap-6 md:grid-cols-2">
            <div>
              <h3 className="font-semibold text-slate-900">{indigency.title}</h3>
              <p className="mt-1 text-slate-700">{indigency.text}</p>
              <table className="mt-3 w-full text-sm">
                <caption className="sr-only">Net monthly income limits of the indigency test</caption>
                <thead>
                  <tr className="text-left text-slate-600">
                    <th scope="col" className="py-1 pr-3 font-medium">
                      Where you live
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      Net monthly income up to
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {indigency.thresholds.map((t) => (
                    <tr key={t.area} className="border-t border-slate-100">
                      <td className="py-1 pr-3 text-slate-800">{t.area}</td>
                      <td className="py-1 font-semibold text-slate-900">{formatPeso(t.maxNetMonthlyIncome)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">{merit.title}</h3>
              <p className="mt-1 text-slate-700">{merit.text}</p>
            </div>
          </div>
        </section>

        <form
          id="flh-search"
          method="get"
          action="/free-legal-help"
          className="mt-6 grid scroll-mt-20 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
          role="search"
          aria-label="Free legal help"
        >
          <div>
            <label htmlFor="flh-region" className="mb-1 block text-sm font-semibold text-slate-800">
              Region
            </label>
            <select id="flh-region" name="region" defaultValue={region ?? ''} className="input h-11">
              <option value="">All regions</option>
              {SEARCH_REGIONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="flh-area" className="mb-1 block text-sm font-semibold text-slate-800">
              Legal problem
            </label>
            <select id="flh-area" name="area_of_practice" defaultValue={area ?? ''} className="input h-11">
              <option value="">Any problem</option>
              {AREAS_OF_PRACTICE.map((a) => (
                <option key={a.slug} value={a.slug}>
                  {a.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="flh-kind" className="mb-1 block text-sm font-semibold text-slate-800">
              Kind of help
            </label>
            <select id="flh-kind" name="kind" defaultValue={filters.kind ?? ''} className="input h-11">
              <option value="">All kinds</option>
              {FREE_LEGAL_HELP_KINDS.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="flh-q" className="mb-1 block text-sm font-semibold text-slate-800">
              Name or city
            </label>
            <input
              id="flh-q"
              name="q"
              type="search"
              defaultValue={filters.q ?? ''}
              maxLength={100}
              className="input h-11"
              placeholder="e.g. Cebu, San Beda"
            />
          </div>
          <div className="flex items-end gap-2">
            <button type="submit" className="btn-primary h-11 flex-1">
              Search
            </button>
            <a href="/free-legal-help" className="btn-ghost h-11">
              Reset
            </a>
          </div>
        </form>

        <section aria-labelledby="flh-results" className="mt-6">
          <h2 id="flh-results" className="scroll-mt-20 text-lg font-semibold text-slate-900">
            {results.length} {results.length === 1 ? 'place' : 'places'} to get free legal help{region ? ` in ${region}` : ''}
            {problem ? ` for ${problem.label.toLowerCase()}` : ''}
          </h2>
          {results.length === 0 ? (
            <p className="mt-2 text-slate-700">Nothing matches these filters. Try another region or clear the search.</p>
          ) : (
            <ul className="mt-3 grid gap-4 md:grid-cols-2">
              {shown.map((p) => (
                <li key={p.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4">
                  <p className="text-xs font-semibold uppercase tracking-wide text-primary-700">{kindLabel(p.kind)}</p>
                  <h3 className="mt-1 text-lg font-semibold text-slate-900">{p.name}</h3>
                  <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-700">
                    <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
                    {p.region === NATIONWIDE ? 'Nationwide' : [p.city, p.region].filter(Boolean).join(', ')}
                  </p>
                  <p className="mt-2 text-slate-800">{p.helpsWith}</p>
                  {p.eligibility ? (
                    <p className="mt-2 text-sm text-slate-700">
                      <span className="font-semibold">Who qualifies:</span> {p.eligibility}
                    </p>
                  ) : null}
                  <p className="mt-2 text-sm text-slate-700">
                    <span className="font-semibold">How to reach them:</span> {p.contactHint}
                  </p>
                  <p className="mt-auto flex flex-wrap items-center gap-x-3 pt-3 text-xs text-slate-600">
                    <a
                      href={p.source}
                      className="inline-flex items-center gap-1 font-medium text-primary-700 underline-offset-2 hover:underline"
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      Source<span className="sr-only"> for {p.name} (opens in a new tab)</span>
                      <ExternalLink aria-hidden="true" className="h-3 w-3" />
                    </a>
                    <span>Last checked {checked.format(new Date(`${p.lastChecked}T00:00:00Z`))}</span>
                  </p>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav aria-label="Result pages" className="mt-4 flex items-center justify-between gap-3">
              {page > 1 ? (
                <a href={pageHref(filters, page - 1)} className="btn-outline">
                  Previous
                </a>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-600">
                {first + 1}–{first + shown.length} of {results.length}
              </span>
              {page < pages ? (
                <a href={pageHref(filters, page + 1)} className="btn-outline">
                  Next
                </a>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>

        <p className="mt-8 text-slate-700">
          Can pay a modest fee?{' '}
          <a href="/lawyers-online" className="font-semibold text-primary-700 underline-offset-2 hover:underline">
            Book a verified lawyer online
          </a>{' '}
          and see the fee before you book.
        </p>
      </div>
    </main>
  );
}
