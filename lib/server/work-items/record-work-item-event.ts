import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import type { WorkItemActor, WorkItemStatus } from '@/lib/rules/work-item-transitions';

export type WorkItemEventInput = {
  workItemId: string;
  kind: string;
  from?: WorkItemStatus | null;
  to?: WorkItemStatus | null;
  actorId: string | null;
  actorRole: WorkItemActor;
  revision: number;
  note?: string | null;
};

/** One line of the timeline, inside the caller's transaction (the change and its record commit together). */
export async function recordWorkItemEvent(tx: Db, e: WorkItemEventInput): Promise<void> {
  await tx.insert(t.workItemEvents).values({
    workItemId: e.workItemId,
    kind: e.kind,
    fromStatus: e.from ?? null,
    toStatus: e.to ?? null,
    actorId: e.actorId,
    actorRole: e.actorRole,
    revision: e.revision,
    note: e.note ?? null,
    // now() is the transaction's start: lines written in one transaction (created and sent) would tie.
    createdAt: sql`clock_timestamp()`,
  });
}
