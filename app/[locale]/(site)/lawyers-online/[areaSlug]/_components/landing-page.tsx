import { cache } from 'react';
import { BlogCard } from '@/components/content/blog-card';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { LandingLawyerCard } from '@/components/lawyers/landing-lawyer-card';
import { fallbackNote } from '@/components/search-results/fallback-note';
import { CompactSearch } from '@/components/search/compact-search';
import { HomeSearch } from '@/components/search/home-search';
import { JsonLd } from '@/components/seo/json-ld';
import { buildLandingCopy, landingPath, landingTopic, placeName, type LandingKey } from '@/components/seo/landing-copy';
import { breadcrumbList, itemList } from '@/components/seo/structured-data';
import type { AreaValue } from '@/lib/reference/areas';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import type { LawyerSearchResult } from '@/lib/dto/search';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { listBlogPosts } from '@/lib/server/content/load-blog-posts';
import { cacheEmptyBriefly } from '@/lib/server/lawyers/cache-empty-briefly';
import { searchLawyers } from '@/lib/server/search/search-lawyers';
import { LandingLinks } from './landing-links';
import { LANDING_PAGE_SIZE, LANDING_REVALIDATE_SECONDS } from '@/lib/config/pages';
import { WHERE_TO_START_PATH } from '@/lib/reference/where-to-start-link';

// Six cards keep the page light on a phone; "See all" opens the full results.

// Once per render: generateMetadata and the page ask for the same list. A topic alias's page lists
// the lawyers of its problem first, then the rest of the area (the search's exact matches). The
// cards' times are those still bookable when the page is next built; one that goes sooner (a booking
// meanwhile) is answered by the booking page with the nearest free time and a note (offerNearestSlot).
const searchLanding = cache((areaSlug: AreaValue, regionSlug: string | undefined, legalProblem: number | undefined) =>
  searchLawyers(
    { area_of_practice: areaSlug, legal_problem: legalProblem, region: regionSlug, limit: LANDING_PAGE_SIZE },
    { keptForMinutes: LANDING_REVALIDATE_SECONDS / 60 },
  ),
);

/**
 * Lawyers for a landing page, through the one search service (it maps the region slug through
 * queryRegion). An empty answer is cached only briefly (cacheEmptyBriefly), for the page and its metadata.
 */
export async function loadLandingLawyers({ area, region, alias }: LandingKey) {
  const found = await searchLanding(area.slug, region?.slug, alias?.legalProblemId);
  await cacheEmptyBriefly(found.total);
  return found;
}

function resultsHref({ area, region, alias }: LandingKey): string {
  const params = new URLSearchParams({ area_of_practice: area.slug });
  if (alias) params.set('legal_problem', String(alias.legalProblemId));
  if (region?.queryRegion) params.set('region', region.queryRegion);
  return `/lawyers-online?${params.toString()}`;
}

type Group = { key: string; heading: string | null; lawyers: LawyerSearchResult[] };

/**
 * A topic's page (family, annulment, inheritance) lists the lawyers who list its problem first, then
 * the rest of the area, each run top rated first: under two headings, so the rating order does not
 * seem to restart halfway down (issue 45: a 4.3 above a 4.8 without a word), as on the results page.
 */
function landingGroups(landing: LandingKey, shown: LawyerSearchResult[]): Group[] {
  const exact = shown.filter((l) => l.exactMatch);
  if (!landing.alias || exact.length === 0 || exact.length === shown.length) return [{ key: 'all', heading: null, lawyers: shown }];
  return [
    { key: 'exact', heading: `Lawyers who list ${landing.alias.topic.label.toLowerCase()} cases`, lawyers: exact },
    { key: 'rest', heading: `Other ${landing.area.seoTitle.toLowerCase()}`, lawyers: shown.filter((l) => !l.exactMatch) },
  ];
}

export async function LandingPage({ landing }: { landing: LandingKey }) {
  const { region, alias } = landing;
  const area = landingTopic(landing);
  const found = await loadLandingLawyers(landing);
  // Nobody in this region yet: lawyers elsewhere in the country can still take the call by video.
  const countrywide = { area: landing.area, alias };
  const fallback = found.total === 0 && region?.queryRegion ? await loadLandingLawyers(countrywide) : undefined;
  const copy = buildLandingCopy(landing, found.total);
  const shown = fallback?.results ?? found.results;
  const place = region ? placeName(region) : 'the Philippines';
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Lawyers Online', path: '/lawyers-online' },
    { name: area.seoTitle, path: landingPath(countrywide) },
    ...(region ? [{ name: region.label, path: copy.path }] : []),
  ];
  const groups = landingGroups(landing, shown);
  // Nobody lists the topic's problem here: say so, and whom the page shows instead.
  const note = landing.alias
    ? fallbackNote(
        shown,
        { legal_problem: landing.alias.legalProblemId, region: fallback ? undefined : region?.queryRegion || undefined },
        findLegalProblem(landing.alias.legalProblemId),
      )
    : null;
  const posts = listBlogPosts()
    .filter((post) => post.area === landing.area.slug)
    .slice(0, 3);
  return (
    <main id="main">
      <JsonLd data={breadcrumbList(crumbs)} />
      <JsonLd
        data={itemList(
          copy.h1,
          shown.map((l) => ({ name: `Atty. ${l.display_name}`, path: `/lawyer/${l._id}` })),
        )}
      />
      {/* On a phone the first screen is the count and the first lawyer (issue 45): the intro waits
          below the results and the search card is one line until tapped. */}
      <section className="bg-primary-50">
        <div className="container-page py-4 sm:py-12">
          <Breadcrumbs crumbs={crumbs} />
          <h1 className="mt-2 text-2xl font-bold leading-tight text-primary-800 sm:mt-4 sm:text-4xl">{copy.h1}</h1>
          <p className="mt-4 hidden max-w-3xl text-lg leading-relaxed text-slate-700 sm:block">{copy.intro[0]}</p>
          <div className="mt-3 sm:mt-6">
            <CompactSearch label="Search another legal issue or place">
              <HomeSearch regions={SEARCH_REGIONS} initialRegion={region?.queryRegion || null} />
            </CompactSearch>
          </div>
        </div>
      </section>

      <div className="container-page py-5 sm:py-10">
        <section aria-labelledby="lawyers-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h2 id="lawyers-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
              {found.total > 0
                ? `${found.total} verified ${found.total === 1 ? area.seoTitle.toLowerCase().replace(/s$/, '') : area.seoTitle.toLowerCase()} for ${place}`
                : `No ${area.seoTitle.toLowerCase()} based in ${place} yet`}
            </h2>
            {found.total > LANDING_PAGE_SIZE ? (
              <a href={resultsHref(landing)} className="font-semibold text-primary underline-offset-2 hover:underline">
                See all {found.total}
              </a>
            ) : null}
          </div>
          {fallback ? (
            <p className="mt-1 text-sm text-slate-700 sm:mt-2 sm:text-base">
              These {area.seoTitle.toLowerCase()} from elsewhere in the Philippines consult online by video or phone, wherever you are.
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-700 sm:mt-2 sm:text-base">
              Top rated first{groups.length > 1 ? ' in each group' : ''} (weighs the number of reviews). Fees are for a 30- and a 60-minute
              consultation.
            </p>
          )}
          {note ? (
            <p role="note" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-slate-800">
              {note}
            </p>
          ) : null}
          {groups.map((group) => (
            <div key={group.key}>
              {group.heading ? (
                <h3 id={`landing-${group.key}`} className="mt-4 text-base font-semibold text-slate-900 sm:mt-6 sm:text-lg">
                  {group.heading}
                </h3>
              ) : null}
              <ul
                className={`space-y-3 sm:space-y-4 ${group.heading ? 'mt-2 sm:mt-3' : 'mt-3 sm:mt-6'}`}
                {...(group.heading ? { 'aria-labelledby': `landing-${group.key}` } : {})}
              >
                {group.lawyers.map((lawyer) => (
                  <li key={lawyer._id}>
                    <LandingLawyerCard lawyer={lawyer} headingLevel={group.heading ? 'h4' : 'h3'} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {(fallback?.total ?? found.total) > LANDING_PAGE_SIZE ? (
            <a href={resultsHref(fallback ? countrywide : landing)} className="btn-outline mt-6">
              See all {fallback?.total ?? found.total} {area.seoTitle.toLowerCase()}
            </a>
          ) : null}
        </section>

        <section aria-labelledby="about-area-heading" className="mt-12 max-w-3xl">
          <h2 id="about-area-heading" className="text-2xl font-bold text-slate-900">
            About {area.label.toLowerCase().endsWith('law') ? area.label : `${area.label} law`} in the Philippines
          </h2>
          {/* The hero's intro, shown here on a phone instead of above the lawyers. */}
          <p className="mt-3 leading-relaxed text-slate-700 sm:hidden">{copy.intro[0]}</p>
          <p className="mt-3 leading-relaxed text-slate-700">{copy.intro[1]}</p>
          <p className="mt-3 leading-relaxed text-slate-700">
            Not sure a lawyer is your first step?{' '}
            <a href={WHERE_TO_START_PATH} className="font-semibold text-primary-700 underline underline-offset-2">
              Where do I start?
            </a>{' '}
            tells you when the barangay, DOLE or the Public Attorney&apos;s Office comes first.
          </p>
        </section>

        <LandingLinks landing={landing} />

        {posts.length ? (
          <section aria-labelledby="insights-heading" className="mt-12">
            <h2 id="insights-heading" className="text-2xl font-bold text-slate-900">
              Legal Insights on {area.label.toLowerCase().endsWith('law') ? area.label : `${area.label} law`}
            </h2>
            <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <li key={post.slug}>
                  <BlogCard post={post} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  );
}
