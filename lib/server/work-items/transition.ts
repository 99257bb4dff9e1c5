import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/http/errors';
import {
  ADDITIONAL_SERVICE_RULES,
  findWorkItemRule,
  type AdditionalServiceStatus,
  type WorkItemAction,
  type WorkItemActor,
  type WorkItemStatus,
} from '@/lib/rules/work-item-transitions';
import type { WorkItemRow } from './find-party-work-item';
import { recordWorkItemEvent } from './record-work-item-event';
import { assertMayDo } from './work-item-rules';

export type TransitionActor = { role: WorkItemActor; id: string | null };

export type TransitionOptions = {
  /** Columns that change with the status (stamps, the reason of a refusal, a revision's terms). */
  set?: Partial<typeof t.workItems.$inferInsert>;
  /** An extra guard, e.g. the revision the client accepted. */
  where?: SQL;
  note?: string | null;
};

/** The one answer for a change that lost a race (the item is no longer as the caller read it). */
export const staleWorkItem = () => new AppError('CONFLICT', 'The engagement changed meanwhile. Please reload.', { key: 'STALE' });

/**
 * Where `action` takes an item in `status` when `actor` takes it — the table's `to`, or the same
 * status for an action that does not move it — or the refusal: 403 for a side the table never lets
 * take it, 409 for the wrong moment (assertMayDo).
 */
function nextStatus(action: WorkItemAction, actor: WorkItemActor, status: WorkItemStatus): WorkItemStatus {
  assertMayDo(action, actor, status);
  return findWorkItemRule(action).to ?? status;
}

/**
 * Every status change of a work item: the table (lib/rules/work-item-transitions.ts) decides whether
 * the actor may and where it leads; the move is a compare-and-swap from the status the caller read,
 * written with its timeline line (the table's `event`) in the caller's transaction. Null when someone
 * else changed the item first.
 */
export async function tryTransition(
  tx: Db,
  item: { id: string; status: WorkItemStatus },
  action: WorkItemAction,
  actor: TransitionActor,
  o: TransitionOptions = {},
): Promise<WorkItemRow | null> {
  const to = nextStatus(action, actor.role, item.status);
  const [row] = await tx
    .update(t.workItems)
    .set({ ...o.set, status: to, updatedAt: sql`now()` })
    .where(and(eq(t.workItems.id, item.id), eq(t.workItems.status, item.status), o.where))
    .returning();
  if (!row) return null;
  const { event } = findWorkItemRule(action);
  await recordWorkItemEvent(tx, {
    workItemId: item.id,
    kind: event,
    from: item.status,
    to,
    actorId: actor.id,
    actorRole: actor.role,
    revision: row.revision,
    note: o.note,
  });
  return row;
}

/** tryTransition, with the one 409 when the item changed meanwhile. */
export async function transition(...args: Parameters<typeof tryTransition>): Promise<WorkItemRow> {
  const row = await tryTransition(...args);
  if (!row) throw staleWorkItem();
  return row;
}

type ServiceMove = (typeof ADDITIONAL_SERVICE_RULES)[number];

/**
 * An additional service's status change, by its table (ADDITIONAL_SERVICE_RULES): a move the table
 * does not list is a programming error, not a user's; the change is a compare-and-swap from `from`
 * on the rows `where` selects. Returns the rows moved (none when someone else moved them first).
 */
export async function moveAdditionalServices<M extends Pick<ServiceMove, 'from' | 'to' | 'by'>>(
  tx: Db,
  move: M & { from: AdditionalServiceStatus },
  where: SQL,
  set: Partial<typeof t.workItemAdditionalServices.$inferInsert> = {},
): Promise<{ id: string; title: string }[]> {
  if (!ADDITIONAL_SERVICE_RULES.some((r) => r.from === move.from && r.to === move.to && r.by === move.by)) {
    throw new Error(`Additional service move not in the table: ${move.from} → ${move.to} by ${move.by}`);
  }
  return tx
    .update(t.workItemAdditionalServices)
    .set({ ...set, status: move.to, updatedAt: sql`now()` })
    .where(and(where, eq(t.workItemAdditionalServices.status, move.from)))
    .returning({ id: t.workItemAdditionalServices.id, title: t.workItemAdditionalServices.title });
}
