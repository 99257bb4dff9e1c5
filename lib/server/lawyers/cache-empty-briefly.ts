import 'server-only';
import { unstable_cache } from 'next/cache';

/** How long a statically rendered listing that found nobody may be served before it is built again. */
const EMPTY_LISTING_REVALIDATE_SECONDS = 60;

// A constant, cached with the short lifetime: reading it inside a page render lowers that render's
// revalidate to this lifetime (Next takes the shortest of the segment config and the caches read).
const emptyListingLifetime = unstable_cache(async () => EMPTY_LISTING_REVALIDATE_SECONDS, ['empty-listing-lifetime'], {
  revalidate: EMPTY_LISTING_REVALIDATE_SECONDS,
});

/**
 * A landing or notary city page that found nobody keeps that answer for a minute, not for its usual
 * 5–10 minutes. On-demand revalidation covers lawyers who change through the app, but not a
 * database filled by another process (`npm run db:seed`, a restore, a build against an empty
 * database): those pages would freeze "No … lawyers … yet" and "Find 0 …" until their interval ran
 * out. A page with lawyers keeps its long interval.
 */
export async function cacheEmptyBriefly(count: number): Promise<void> {
  if (count > 0) return;
  try {
    await emptyListingLifetime();
  } catch {
    // Outside a Next render (Jest, scripts) there is no page cache to shorten.
  }
}
