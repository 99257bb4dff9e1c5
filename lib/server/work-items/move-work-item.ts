import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import type { WorkItemStatus } from '@/lib/validation/work-item-transitions';
import { recordWorkItemEvent } from './record-work-item-event';
import type { WorkItemRow } from './find-party-work-item';

export type MoveOptions = {
  id: string;
  from: WorkItemStatus;
  to: WorkItemStatus;
  kind: string;
  actorId: string | null;
  actorRole: 'LAWYER' | 'CUSTOMER' | 'PAYMENT';
  set?: Partial<typeof t.workItems.$inferInsert>;
  /** Extra guard, e.g. the revision the client accepted. */
  where?: SQL;
  note?: string | null;
};

/**
 * Compare-and-swap of one status move plus its timeline line, in the caller's transaction. Null when
 * the item was no longer in `from` (someone else moved it first): the caller answers 409.
 */
export async function moveWorkItem(tx: Db, o: MoveOptions): Promise<WorkItemRow | null> {
  const [row] = await tx
    .update(t.workItems)
    .set({ ...o.set, status: o.to, updatedAt: sql`now()` })
    .where(and(eq(t.workItems.id, o.id), eq(t.workItems.status, o.from), o.where))
    .returning();
  if (!row) return null;
  await recordWorkItemEvent(tx, { workItemId: o.id, kind: o.kind, from: o.from, to: o.to, actorId: o.actorId, actorRole: o.actorRole, revision: row.revision, note: o.note });
  return row;
}
