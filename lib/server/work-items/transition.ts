import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { ruleFor } from '@/lib/rules/state-table';
import {
  ADDITIONAL_SERVICE_RULES,
  WORK_ITEM_RULES,
  type AdditionalServiceEvent,
  type AdditionalServiceStatus,
  type WorkItemAction,
  type WorkItemActor,
  type WorkItemKind,
  type WorkItemStatus,
} from '@/lib/rules/work-item-transitions';
import type { StateActor } from '@/lib/server/platform/outbox/state-move';
import { stateWriter, type StateMove } from '@/lib/server/platform/outbox/state-writer';
import { ADDITIONAL_SERVICE_EVENTS, WORK_ITEM_EVENTS } from './events';
import type { WorkItemRow } from './find-party-work-item';
import { recordWorkItemEvent } from './record-work-item-event';
import { assertMayDo } from './work-item-rules';

export type TransitionActor = StateActor<WorkItemActor>;

export type TransitionOptions = StateMove<typeof t.workItems> & { note?: string | null };

/** The one answer for a change that lost a race (the item is no longer as the caller read it). */
export const staleWorkItem = () => new AppError('CONFLICT', 'workItems.engagementChangedMeanwhileReload', { key: 'STALE' });

/** Every status change of a work item goes through the table (WORK_ITEM_RULES), in the caller's transaction. */
const workItems = stateWriter({ events: WORK_ITEM_EVENTS, table: t.workItems, rules: WORK_ITEM_RULES, stale: staleWorkItem });

/** An additional service's status, by its own table (ADDITIONAL_SERVICE_RULES), through the same writer. */
const services = stateWriter({
  events: ADDITIONAL_SERVICE_EVENTS,
  table: t.workItemAdditionalServices,
  rules: ADDITIONAL_SERVICE_RULES,
  stale: staleWorkItem,
});

/**
 * Every status change of a work item: the table (lib/rules/work-item-transitions.ts) decides whether
 * the actor may and where it leads — refused with the work item's own words first (assertMayDo: 403
 * wrong side, 409 wrong moment) — and the one writer makes the compare-and-set from the status the
 * caller read, with its domain event (and, for an event with `after`, its outbox row); the timeline
 * line (the table's `timeline`) is written beside it in the caller's transaction. Null when someone
 * else changed the item first.
 */
export async function tryTransition(
  tx: Db,
  item: { id: string; status: WorkItemStatus; kind?: WorkItemKind },
  action: WorkItemAction,
  actor: TransitionActor,
  o: TransitionOptions = {},
): Promise<WorkItemRow | null> {
  assertMayDo(action, actor.role, item.status, item.kind);
  const { note, ...move } = o;
  const row = await workItems.tryMove(tx, item, action, actor, move);
  if (!row) return null;
  await recordWorkItemEvent(tx, {
    workItemId: item.id,
    kind: ruleFor(WORK_ITEM_RULES, action).timeline,
    from: item.status,
    to: row.status,
    actorId: actor.id,
    actorRole: actor.role,
    revision: row.revision,
    note,
  });
  return row;
}

/** tryTransition, with the one 409 when the item changed meanwhile. */
export async function transition(...args: Parameters<typeof tryTransition>): Promise<WorkItemRow> {
  const row = await tryTransition(...args);
  if (!row) throw staleWorkItem();
  return row;
}

/**
 * A new work item with its timeline's first line: a DRAFT (the table's `create`), or a SERVICE item
 * PAYMENT_PENDING made by its order (`order`, issue 62).
 */
export async function insertWorkItem(
  tx: Db,
  values: Omit<typeof t.workItems.$inferInsert, 'status'>,
  actor: TransitionActor,
  event: Extract<WorkItemAction, 'create' | 'order'> = 'create',
): Promise<{ id: string }> {
  const row = await workItems.insert(tx, values, event, actor);
  await recordWorkItemEvent(tx, {
    workItemId: row.id,
    kind: ruleFor(WORK_ITEM_RULES, event).timeline,
    to: event === 'create' ? 'DRAFT' : 'PAYMENT_PENDING',
    actorId: actor.id,
    actorRole: actor.role,
    revision: 0,
  });
  return row;
}

/**
 * An additional service's status change, by its table: each row `where` selects that the event may
 * move, compare-and-set from its status, with its event. Returns the rows moved (none when someone
 * else moved them first).
 */
export async function moveAdditionalServices(
  tx: Db,
  event: Exclude<AdditionalServiceEvent, 'offer'>,
  actor: StateActor<WorkItemActor>,
  where: SQL,
  set: StateMove<typeof t.workItemAdditionalServices>['set'] = {},
): Promise<{ id: string; title: string; status: AdditionalServiceStatus }[]> {
  return services.moveAll(tx, where, event, actor, { set });
}

/** A new additional service, PROPOSED (the table's `offer`: the client is told after the commit). */
export const insertAdditionalService = (
  tx: Db,
  values: Omit<typeof t.workItemAdditionalServices.$inferInsert, 'status'>,
  actor: StateActor<WorkItemActor>,
): Promise<{ id: string }> => services.insert(tx, values, 'offer', actor, { work_item_id: values.workItemId });
