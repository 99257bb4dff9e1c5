import 'server-only';
import { getDb, type Db } from '@/lib/db';
import type { NotaryPrivateProfile } from '@/lib/dto/notary';
import { appErrorFromDatabase } from '@/lib/server/platform/http/errors';
import { revalidateListing } from '@/lib/server/lawyers/profile/listing-paths';
import { ensureOwnRow, recomputeComplete, toPrivateProfile } from './own-notary-profile';

type Facts = { id: string; listed: boolean; citySlug: string | null };

/**
 * The static pages that show — or showed — a notary: the search page (city counts), the sitemap, the
 * city pages before and after, and the profile page. Nothing when it was and stays unlisted.
 */
export function affectedNotaryPaths(before: Facts, after: Facts): string[] {
  if (!before.listed && !after.listed) return [];
  const paths = new Set(['/notary-public', '/server-sitemap.xml', `/notary-public/profile/${after.id}`]);
  for (const f of [before, after]) if (f.listed && f.citySlug) paths.add(`/notary-public/${f.citySlug}`);
  return [...paths];
}

export type NotaryChange<T> = { result: T; profile: NotaryPrivateProfile; revalidated: string[] };

/**
 * Every notary save, upload and toggle: one transaction that creates the row on first use, locks it,
 * applies the change and recomputes is_complete; after commit, the public pages it touches are
 * revalidated on demand, so a change shows within seconds. `afterCommit` runs then (file clean-up).
 */
export async function changeNotaryProfile<T>(
  userId: string,
  apply: (tx: Db, profile: NotaryPrivateProfile) => Promise<T>,
  options: { afterCommit?: (result: T) => Promise<void> } = {},
): Promise<NotaryChange<T>> {
  const db = await getDb();
  const outcome = await db
    .transaction(async (tx) => {
      const beforeRow = await ensureOwnRow(tx, userId);
      const before = toPrivateProfile(beforeRow);
      const result = await apply(tx, before);
      const profile = toPrivateProfile(await recomputeComplete(tx, userId));
      return { result, before, profile };
    })
    .catch((error) => {
      throw appErrorFromDatabase(error) ?? error;
    });
  await options.afterCommit?.(outcome.result).catch((error) => console.error('[notary] after commit', error));
  const facts = (p: NotaryPrivateProfile): Facts => ({ id: p._id!, listed: p.listed, citySlug: p.city_slug });
  const revalidated = await revalidateListing(affectedNotaryPaths(facts(outcome.before), facts(outcome.profile)));
  return { result: outcome.result, profile: outcome.profile, revalidated };
}
