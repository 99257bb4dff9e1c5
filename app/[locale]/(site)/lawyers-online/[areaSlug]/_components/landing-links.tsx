import { areaLabel, areaTitle } from '@/components/search/names';
import { landingPath, landingTopic, placeName, type LandingKey, type LandingText } from '@/components/seo/landing-copy';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import { LEGAL_PROBLEMS } from '@/lib/reference/legal-problems';
import { problemLabel } from '@/lib/reference/problem-label';
import { SEO_REGIONS } from '@/lib/reference/regions';
import { buildLawyerSearchUrl } from '@/components/search/search-url';

const chip =
  'inline-flex min-h-11 items-center rounded-full border border-primary-200 bg-white px-4 text-sm font-medium text-primary-800 hover:bg-primary-50';

type Props = { landing: LandingKey; locale: Locale; t: LandingText };

/** Problems of this area as ready searches, then the neighbouring landing pages (other regions, other areas). */
export function LandingLinks({ landing, locale, t }: Props) {
  const { region, alias } = landing;
  const area = landingTopic(landing);
  const problems = alias
    ? LEGAL_PROBLEMS.filter((p) => alias.topic.problemIds.includes(p._id))
    : LEGAL_PROBLEMS.filter((p) => p.group_label !== 'Most Common' && p.value[0] === area.slug).slice(0, 12);
  const otherRegions = SEO_REGIONS.filter((r) => r.slug !== region?.slug);
  // A topic's page also links its own area ("Civil Law Lawyers"): a wider page, not the same one.
  const otherAreas = AREAS_OF_PRACTICE.filter((a) => a.slug !== area.slug);
  const here = region ? placeName(region, t) : t.home('landing.philippines');
  const labels = problemLabelsFor(locale);
  return (
    <>
      {problems.length ? (
        <section aria-labelledby="problems-heading" className="mt-12">
          <h2 id="problems-heading" className="text-2xl font-bold text-slate-900">
            {t.home('landing.commonProblems', { topic: areaLabel(t.search, area.slug).toLowerCase() })}
          </h2>
          <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {problems.map((problem) => (
              <li key={problem._id}>
                <a
                  href={localePath(locale, buildLawyerSearchUrl(problem, region?.queryRegion || null))}
                  className="inline-block py-1.5 text-slate-800 underline decoration-slate-300 underline-offset-4 hover:text-primary hover:decoration-primary"
                >
                  {problemLabel(labels, problem)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-labelledby="regions-heading" className="mt-12">
        <h2 id="regions-heading" className="text-xl font-bold text-slate-900">
          {t.home('landing.otherPlaces', { title: areaTitle(t.search, area.slug) })}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {otherRegions.map((r) => (
            <li key={r.slug}>
              <a href={localePath(locale, landingPath({ ...landing, region: r }))} className={chip}>
                {r.queryRegion === '' ? t.home('landing.allPhilippines') : r.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="areas-heading" className="mt-10">
        <h2 id="areas-heading" className="text-xl font-bold text-slate-900">
          {t.home('landing.otherLawyers', { place: here })}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {otherAreas.map((a) => (
            <li key={a.slug}>
              <a
                href={localePath(locale, region ? `/lawyers-online/${a.slug}/${region.slug}` : `/lawyers-online/${a.slug}`)}
                className={chip}
              >
                {areaTitle(t.search, a.slug)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
