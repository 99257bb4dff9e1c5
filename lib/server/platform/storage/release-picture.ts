import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { isUuid } from '@/lib/validation/ids';
import { getStorage } from './storage';

/** Purposes of the pictures a person replaces (account avatar, lawyer portrait). */
const PICTURE_PURPOSES = ['picture', 'lawyer-picture'] as const;

/**
 * Inside the caller's transaction, after the new picture URL is written: the stored picture the old
 * URL named is deleted when it is this owner's and nothing refers to it any more (a lawyer's
 * portrait is also the account avatar until one of them changes). Returns the blob key to delete
 * after commit — a blob deleted before a rollback would leave a row pointing at nothing.
 */
export async function releasePicture(tx: Db, ownerId: string, oldUrl: string | null | undefined): Promise<string | null> {
  const id = /^\/api\/v1\/files\/([^/?#]+)$/.exec(oldUrl ?? '')?.[1];
  if (!id || !isUuid(id)) return null;
  const [stillUsed] = await tx
    .select({ one: sql<number>`1` })
    .from(t.users)
    .leftJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, t.users.id))
    .where(or(eq(t.users.pictureUrl, oldUrl!), eq(t.lawyerProfiles.pictureUrl, oldUrl!)))
    .limit(1);
  if (stillUsed) return null;
  const [deleted] = await tx
    .delete(t.storedFiles)
    .where(and(eq(t.storedFiles.id, id), eq(t.storedFiles.ownerId, ownerId), inArray(t.storedFiles.purpose, [...PICTURE_PURPOSES])))
    .returning({ storageKey: t.storedFiles.storageKey });
  return deleted?.storageKey ?? null;
}

/** After commit: removes released blobs; a failure leaves an orphan blob, never a broken row. */
export async function deleteReleasedBlobs(keys: (string | null)[]): Promise<void> {
  await Promise.all(
    keys
      .filter((k): k is string => Boolean(k))
      .map((k) =>
        getStorage()
          .delete(k)
          .catch(() => undefined),
      ),
  );
}
