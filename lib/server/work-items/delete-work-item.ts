import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { staleWorkItem } from './transition';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { findPartyWorkItemOrThrow } from './find-party-work-item';
import { assertMayDo } from './work-item-rules';

/**
 * DELETE work-items/{id}: the lawyer deletes a DRAFT (never a proposal the client may be reading,
 * never anything paid). The delete is conditional on the status, so a draft sent meanwhile survives.
 */
export async function deleteWorkItem(userId: string, workItemId: string): Promise<{ _id: string }> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayDo('delete', item.role, item.status, item.kind);
  const db = await getDb();
  const keys = await db.transaction(async (tx) => {
    const files = await tx
      .select({ id: t.storedFiles.id, key: t.storedFiles.storageKey })
      .from(t.workItemFiles)
      .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.workItemFiles.fileId))
      .where(eq(t.workItemFiles.workItemId, workItemId));
    const gone = await tx
      .delete(t.workItems)
      .where(and(eq(t.workItems.id, workItemId), eq(t.workItems.status, 'DRAFT')))
      .returning({ id: t.workItems.id });
    if (!gone.length) throw staleWorkItem();
    if (files.length)
      await tx.delete(t.storedFiles).where(
        inArray(
          t.storedFiles.id,
          files.map((f) => f.id),
        ),
      );
    return files.map((f) => f.key);
  });
  await Promise.all(
    keys.map((key) =>
      getStorage()
        .delete(key)
        .catch(() => {}),
    ),
  );
  return { _id: workItemId };
}
