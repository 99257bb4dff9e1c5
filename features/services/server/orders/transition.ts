import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import {
  SERVICE_ORDER_RULES,
  WORK_ITEM_STATUS_OF_ORDER,
  type ServiceOrderActor,
  type ServiceOrderEvent,
} from '@/features/services/rules/service-order-transitions';
import type { ServiceOrderStatus } from '@/features/services/rules/service-orders';
import type { WorkItemAction, WorkItemStatus } from '@/lib/rules/work-item-transitions';
import type { StateActor } from '@/lib/server/platform/outbox/state-move';
import { stateWriter, type StateMove } from '@/lib/server/platform/outbox/state-writer';
import { SERVICE_ORDER_EVENTS } from './events';
import { transition as transitionWorkItem } from '@/lib/server/work-items/transition';

export type ServiceOrderRow = typeof t.serviceOrders.$inferSelect;

/** The one answer for a move that lost a race (the order is no longer as the caller read it). */
const staleServiceOrder = () => new AppError('CONFLICT', 'serviceOrders.changedMeanwhile', { key: 'STALE' });

/**
 * Every status change of a service order goes through its table (SERVICE_ORDER_RULES), in the caller's
 * transaction; the work item of the order follows (WORK_ITEM_STATUS_OF_ORDER) in the same transaction.
 */
const orders = stateWriter({
  events: SERVICE_ORDER_EVENTS,
  table: t.serviceOrders,
  rules: SERVICE_ORDER_RULES,
  stale: staleServiceOrder,
});

/** The work item's own event that brings it to the status its order's status maps to. */
const WORK_ITEM_EVENT_TO: Record<WorkItemStatus, WorkItemAction | null> = {
  DRAFT: null,
  PROPOSAL: null,
  PAYMENT_PENDING: null,
  PAID: 'paid',
  COMPLETED: 'order-closed',
  REJECTED: 'order-cancelled',
};

/** The SERVICE work item follows its order (the item's table, its timeline line), locked, unless already there. */
async function followWithWorkItem(tx: Db, order: ServiceOrderRow, actor: StateActor<ServiceOrderActor>): Promise<void> {
  const target = WORK_ITEM_STATUS_OF_ORDER[order.status];
  if (!target) return;
  const [item] = await tx.select({ status: t.workItems.status }).from(t.workItems).where(eq(t.workItems.id, order.id)).for('update');
  if (!item || item.status === target) return;
  const action = WORK_ITEM_EVENT_TO[target];
  if (!action) return;
  await transitionWorkItem(tx, { id: order.id, status: item.status, kind: 'SERVICE' }, action, actor, {
    set: target === 'PAID' ? { paidAt: order.paidAt ?? new Date() } : target === 'COMPLETED' ? { customerCompletedAt: new Date() } : {},
  });
}

export async function tryMoveServiceOrder(
  tx: Db,
  row: { id: string; status: ServiceOrderStatus },
  event: ServiceOrderEvent,
  actor: StateActor<ServiceOrderActor>,
  o?: StateMove<typeof t.serviceOrders>,
): Promise<ServiceOrderRow | null> {
  const moved = await orders.tryMove(tx, row, event, actor, o);
  if (moved) await followWithWorkItem(tx, moved, actor);
  return moved;
}

export async function moveServiceOrder(...args: Parameters<typeof tryMoveServiceOrder>): Promise<ServiceOrderRow> {
  const moved = await tryMoveServiceOrder(...args);
  if (!moved) throw staleServiceOrder();
  return moved;
}

/** A new order, AWAITING_PAYMENT (the table's creating event). */
export const insertServiceOrder = (
  tx: Db,
  values: Omit<typeof t.serviceOrders.$inferInsert, 'status'>,
  actor: StateActor<ServiceOrderActor>,
) => orders.insert(tx, values, 'order', actor);
