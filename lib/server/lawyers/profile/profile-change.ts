import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { appErrorFromDatabase } from '@/lib/server/platform/http/errors';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import type { LawyerOwnProfile, ProfileSaveResponse } from '@/lib/dto/lawyer-profile';
import { affectedListingPaths, revalidateListing, type ListingFacts } from './listing-paths';
import { loadOwnProfile, profileNotFound } from './own-profile';

async function listingFacts(db: Db, lawyerId: string, lock: boolean): Promise<ListingFacts | undefined> {
  const [row] = await queryRows<{ listed: boolean; areas: string[]; region: string | null }>(
    db,
    sql`SELECT ${listedLawyerSql('lawyer_profiles')} AS listed, areas, region FROM lawyer_profiles
        WHERE user_id = ${lawyerId}::uuid ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export type ProfileChangeResult<T> = { result: T; profile: LawyerOwnProfile; revalidated: string[] };

/**
 * Every profile save goes through here, as one transaction: lock the profile row (two saves of one
 * lawyer queue instead of racing on is_complete), apply the section, recompute is_complete from the
 * one completeness rule (lib/validation/lawyer-profile missingProfileItems), and answer with the
 * profile as committed. After commit, the static pages that show — or showed — the lawyer are
 * revalidated, so appearing or disappearing takes seconds (issue 12).
 */
export async function changeProfile<T>(lawyerId: string, apply: (tx: Db) => Promise<T>): Promise<ProfileChangeResult<T>> {
  const db = await getDb();
  const outcome = await db
    .transaction(async (tx) => {
      const before = await listingFacts(tx, lawyerId, true);
      if (!before) throw profileNotFound();
      const result = await apply(tx);
      const profile = await loadOwnProfile(tx, lawyerId);
      const complete = profile.missing.length === 0;
      await tx
        .update(t.lawyerProfiles)
        .set({ isComplete: complete, updatedAt: new Date() })
        .where(sql`${t.lawyerProfiles.userId} = ${lawyerId}::uuid`);
      const after = (await listingFacts(tx, lawyerId, false))!;
      return { result, profile, before, after };
    })
    .catch((error) => {
      throw appErrorFromDatabase(error) ?? error;
    });
  const revalidated = await revalidateListing(affectedListingPaths(outcome.before, outcome.after));
  return { result: outcome.result, profile: outcome.profile, revalidated };
}

/** For changes made elsewhere (IBP verification, an account disabled): revalidate what they touch. */
export async function revalidateLawyerListing(lawyerId: string, before: ListingFacts | undefined): Promise<string[]> {
  const db = await getDb();
  const after = await listingFacts(db, lawyerId, false);
  if (!before || !after) return [];
  return revalidateListing(affectedListingPaths(before, after));
}

export async function readListingFacts(lawyerId: string): Promise<ListingFacts | undefined> {
  return listingFacts(await getDb(), lawyerId, false);
}

/** The wire shape of every save (lib/dto ProfileSaveResponse). */
export function saveResponse<T>({ result, profile }: ProfileChangeResult<T>): ProfileSaveResponse<T> {
  return { data: result, profile };
}
