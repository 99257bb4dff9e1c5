import 'server-only';
import { LOCALES } from '@/lib/i18n/paths';
import { TOPIC_ALIASES } from '@/lib/reference/area-aliases';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import { SEO_REGIONS } from '@/lib/reference/regions';

/** What decides where a lawyer is shown: listed at all, under which areas, in which region. */
export type ListingFacts = { listed: boolean; areas: string[]; region: string | null };

/**
 * The statically rendered pages that show a lawyer, for a change from `before` to `after`: the home
 * page (featured list, counts), the sitemap, and every area (or topic alias) landing page —
 * Philippines-wide and per region — whose area and region match either state. Empty when the lawyer was and stays unlisted.
 * Search results and the profile page are rendered per request and need nothing.
 */
export function affectedListingPaths(before: ListingFacts, after: ListingFacts): string[] {
  if (!before.listed && !after.listed) return [];
  const areas = new Set([...(before.listed ? before.areas : []), ...(after.listed ? after.areas : [])]);
  const regions = new Set([before.listed ? before.region : null, after.listed ? after.region : null].filter(Boolean));
  const paths = new Set<string>(['/', '/server-sitemap.xml']);
  // The pages of a topic alias ("family") list the lawyers of its area too.
  const pages = [...AREAS_OF_PRACTICE, ...TOPIC_ALIASES.map((alias) => ({ slug: alias.slug, areas: [alias.area] }))];
  for (const page of pages) {
    if (!page.areas.some((a) => areas.has(a))) continue;
    paths.add(`/lawyers-online/${page.slug}`);
    for (const region of SEO_REGIONS) {
      if (region.queryRegion === '' || regions.has(region.queryRegion)) paths.add(`/lawyers-online/${page.slug}/${region.slug}`);
    }
  }
  return [...paths];
}

/**
 * On-demand revalidation (Next's revalidatePath) of the pages a change touches, so a lawyer appears
 * or disappears within seconds instead of at the next ISR interval. Outside a Next request (Jest,
 * scripts) there is no cache to purge; the paths are returned for the caller and its tests.
 */
export async function revalidateListing(paths: string[]): Promise<string[]> {
  if (!paths.length) return paths;
  try {
    const { revalidatePath } = await import('next/cache');
    for (const path of paths) for (const built of builtPaths(path)) revalidatePath(built);
  } catch (error) {
    if (process.env.NEXT_RUNTIME) console.error('[revalidateListing]', error);
  }
  return paths;
}

/**
 * The build's paths of a site path: every page is built under its language (app/[locale]: `/x` is
 * `/en/x` and `/fil/x`); a route outside it (the profiles' sitemap) as it is.
 */
export function builtPaths(path: string): string[] {
  if (path.startsWith('/server-sitemap')) return [path];
  return LOCALES.map((locale) => `/${locale}${path === '/' ? '' : path}`);
}
