import { cache } from 'react';
import { BlogCard } from '@/components/content/blog-card';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { LandingLawyerCard } from '@/components/lawyers/landing-lawyer-card';
import { fallbackNote } from '@/components/search-results/fallback-note';
import { CompactSearch } from '@/components/search/compact-search';
import { HomeSearch } from '@/components/search/home-search';
import { JsonLd } from '@/components/seo/json-ld';
import { areaLawyers, areaTitle } from '@/components/search/names';
import { buildLandingCopy, landingPath, landingTopic, placeName, type LandingKey, type LandingText } from '@/components/seo/landing-copy';
import { breadcrumbList, itemList } from '@/components/seo/structured-data';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { textFor } from '@/lib/i18n/server';
import type { AreaValue } from '@/lib/reference/areas';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import type { LawyerSearchResult } from '@/lib/dto/search';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { listBlogPosts } from '@/lib/server/content/load-blog-posts';
import { cacheEmptyBriefly } from '@/lib/server/lawyers/cache-empty-briefly';
import { searchLawyers } from '@/lib/server/search/search-lawyers';
import { LandingLinks } from './landing-links';
import { landingText } from './landing-text';
import { LANDING_PAGE_SIZE, LANDING_REVALIDATE_SECONDS } from '@/lib/config/pages';
import { WHERE_TO_START_PATH } from '@/features/where-to-start/reference/where-to-start-link';

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

function resultsHref({ area, region, alias }: LandingKey, locale: Locale): string {
  const params = new URLSearchParams({ area_of_practice: area.slug });
  if (alias) params.set('legal_problem', String(alias.legalProblemId));
  if (region?.queryRegion) params.set('region', region.queryRegion);
  return `${localePath(locale, '/lawyers-online')}?${params.toString()}`;
}

type Group = { key: string; heading: string | null; lawyers: LawyerSearchResult[] };

/**
 * A topic's page (family, annulment, inheritance) lists the lawyers who list its problem first, then
 * the rest of the area, each run top rated first: under two headings, so the rating order does not
 * seem to restart halfway down (issue 45: a 4.3 above a 4.8 without a word), as on the results page.
 */
function landingGroups(landing: LandingKey, shown: LawyerSearchResult[], t: LandingText): Group[] {
  const exact = shown.filter((l) => l.exactMatch);
  if (!landing.alias || exact.length === 0 || exact.length === shown.length) return [{ key: 'all', heading: null, lawyers: shown }];
  const rest = shown.filter((l) => !l.exactMatch);
  return [
    { key: 'exact', heading: t.home('landing.listing', { cases: t.home(`topics.${landing.alias.slug}.cases`) }), lawyers: exact },
    { key: 'rest', heading: t.home('landing.other', { lawyers: areaLawyers(t.search, landing.area.slug) }), lawyers: rest },
  ];
}

export async function LandingPage({ landing, locale }: { landing: LandingKey; locale: Locale }) {
  const { region, alias } = landing;
  const area = landingTopic(landing);
  const [found, t, home] = await Promise.all([loadLandingLawyers(landing), landingText(locale), textFor(locale, 'home')]);
  // Nobody in this region yet: lawyers elsewhere in the country can still take the call by video.
  const countrywide = { area: landing.area, alias };
  const fallback = found.total === 0 && region?.queryRegion ? await loadLandingLawyers(countrywide) : undefined;
  const copy = buildLandingCopy(landing, found.total, t);
  const shown = fallback?.results ?? found.results;
  const place = region ? placeName(region, t) : t.home('landing.philippines');
  const lawyers = (count = 2) => areaLawyers(t.search, area.slug, count);
  const law = t.home(`topics.${area.slug}.law`);
  const crumbs = [
    { name: t.home('landing.home'), path: localePath(locale, '/') },
    { name: t.home('landing.lawyersOnline'), path: localePath(locale, '/lawyers-online') },
    { name: areaTitle(t.search, area.slug), path: localePath(locale, landingPath(countrywide)) },
    ...(region
      ? [{ name: region.queryRegion ? region.label : t.home('landing.philippinesCrumb'), path: localePath(locale, copy.path) }]
      : []),
  ];
  const groups = landingGroups(landing, shown, t);
  // Nobody lists the topic's problem here: say so, and whom the page shows instead.
  const note = landing.alias
    ? fallbackNote(
        shown,
        { legal_problem: landing.alias.legalProblemId, region: fallback ? undefined : region?.queryRegion || undefined },
        findLegalProblem(landing.alias.legalProblemId),
        t.search,
        problemLabelsFor(locale),
      )
    : null;
  const firstStep = home.rich('landing.firstStep', {
    link: (chunks) => (
      <a href={localePath(locale, WHERE_TO_START_PATH)} className="font-semibold text-primary-700 underline underline-offset-2">
        {chunks}
      </a>
    ),
  });
  const posts = listBlogPosts(locale)
    .filter((post) => post.area === landing.area.slug)
    .slice(0, 3);
  return (
    <main id="main">
      <JsonLd data={breadcrumbList(crumbs)} />
      <JsonLd
        data={itemList(
          copy.h1,
          shown.map((l) => ({ name: `Atty. ${l.display_name}`, path: localePath(locale, `/lawyer/${l._id}`) })),
        )}
      />
      {/* On a phone the first screen is the count and the first lawyer (issue 45): the intro waits
          below the results and the search card is one line until tapped. */}
      <section className="bg-primary-50">
        <div className="container-page py-4 sm:py-12">
          <Breadcrumbs crumbs={crumbs} locale={locale} />
          <h1 className="mt-2 text-2xl font-bold leading-tight text-primary-800 sm:mt-4 sm:text-4xl">{copy.h1}</h1>
          <p className="mt-4 hidden max-w-3xl text-lg leading-relaxed text-slate-700 sm:block">{copy.intro[0]}</p>
          <div className="mt-3 sm:mt-6">
            {/* Its one client island with words: only the `search` namespace goes to the browser. */}
            <ClientMessages locale={locale} namespaces={['search']}>
              <CompactSearch label={t.home('landing.searchAnother')}>
                <HomeSearch regions={SEARCH_REGIONS} initialRegion={region?.queryRegion || null} />
              </CompactSearch>
            </ClientMessages>
          </div>
        </div>
      </section>

      <div className="container-page py-5 sm:py-10">
        <section aria-labelledby="lawyers-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h2 id="lawyers-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
              {found.total > 0
                ? t.home('landing.verifiedFor', { count: found.total, lawyers: lawyers(found.total), place })
                : t.home('landing.noneIn', { lawyers: lawyers(), place })}
            </h2>
            {found.total > LANDING_PAGE_SIZE ? (
              <a href={resultsHref(landing, locale)} className="font-semibold text-primary underline-offset-2 hover:underline">
                {t.home('landing.seeAll', { count: found.total })}
              </a>
            ) : null}
          </div>
          {fallback ? (
            <p className="mt-1 text-sm text-slate-700 sm:mt-2 sm:text-base">{t.home('landing.elsewhere', { lawyers: lawyers() })}</p>
          ) : (
            <p className="mt-1 text-sm text-slate-700 sm:mt-2 sm:text-base">
              {t.home(groups.length > 1 ? 'landing.orderGroups' : 'landing.order')}
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
                    <LandingLawyerCard lawyer={lawyer} headingLevel={group.heading ? 'h4' : 'h3'} locale={locale} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {(fallback?.total ?? found.total) > LANDING_PAGE_SIZE ? (
            <a href={resultsHref(fallback ? countrywide : landing, locale)} className="btn-outline mt-6">
              {t.home('landing.seeAllLawyers', { count: fallback?.total ?? found.total, lawyers: lawyers() })}
            </a>
          ) : null}
        </section>

        <section aria-labelledby="about-area-heading" className="mt-12 max-w-3xl">
          <h2 id="about-area-heading" className="text-2xl font-bold text-slate-900">
            {t.home('landing.about', { law })}
          </h2>
          {/* The hero's intro, shown here on a phone instead of above the lawyers. */}
          <p className="mt-3 leading-relaxed text-slate-700 sm:hidden">{copy.intro[0]}</p>
          <p className="mt-3 leading-relaxed text-slate-700">{copy.intro[1]}</p>
          <p className="mt-3 leading-relaxed text-slate-700">{firstStep}</p>
        </section>

        <LandingLinks landing={landing} locale={locale} t={t} />

        {posts.length ? (
          <section aria-labelledby="insights-heading" className="mt-12">
            <h2 id="insights-heading" className="text-2xl font-bold text-slate-900">
              {t.home('landing.insights', { law })}
            </h2>
            <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <li key={post.slug}>
                  <BlogCard post={post} headingLevel="h3" locale={locale} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  );
}
