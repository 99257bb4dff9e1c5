import 'server-only';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/http/errors';
import { SERVICE_ORDER_RULES, type ServiceOrderActor, type ServiceOrderEvent } from '@/lib/rules/service-order-transitions';
import type { ServiceOrderStatus } from '@/lib/rules/service-orders';
import type { StateActor } from '@/lib/server/outbox/state-move';
import { stateWriter, type StateMove } from '@/lib/server/outbox/state-writer';

export type ServiceOrderRow = typeof t.serviceOrders.$inferSelect;

/** The one answer for a move that lost a race (the order is no longer as the caller read it). */
const staleServiceOrder = () => new AppError('CONFLICT', 'serviceOrders.changedMeanwhile', { key: 'STALE' });

/**
 * Every status change of a service order goes through its table (SERVICE_ORDER_RULES), in the caller's
 * transaction; the work item of the order follows (WORK_ITEM_STATUS_OF_ORDER) in the same transaction.
 */
const orders = stateWriter({
  aggregate: 'service-order',
  table: t.serviceOrders,
  rules: SERVICE_ORDER_RULES,
  stale: staleServiceOrder,
});

export function tryMoveServiceOrder(
  tx: Db,
  row: { id: string; status: ServiceOrderStatus },
  event: ServiceOrderEvent,
  actor: StateActor<ServiceOrderActor>,
  o?: StateMove<typeof t.serviceOrders>,
): Promise<ServiceOrderRow | null> {
  return orders.tryMove(tx, row, event, actor, o);
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
