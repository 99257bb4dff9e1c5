import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import type { ServiceOrderDto } from '@/features/services/dto/service-orders';
import type { RefundReason } from '@/lib/dto/refund';
import { allowedServiceOrderActions, revisionDueAt, type ServiceOrderAction } from '@/features/services/rules/service-orders';
import type { ServiceOrderEvent } from '@/features/services/rules/service-order-transitions';
import type { PaymentActor } from '@/lib/rules/payment-transitions';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { transitionPayments } from '@/lib/server/payments/transition';
import { requestRefunds } from '@/lib/server/payments/refunds/request-refunds';
import { recordWorkItemEvent } from '@/lib/server/work-items/record-work-item-event';
import { voidOpenLetter } from '@/lib/server/work-items/letters/void-letters';
import { assertParty, findPartyOrderOrThrow, notNow, type PartyOrder } from './find-order';
import { findServiceDisputeDto } from './dispute-view';
import { listDeliveries, orderFacts, serviceOrderDto } from './order-view';
import { moveServiceOrder } from './transition';

/**
 * Inside the caller's transaction: the order's payment (its fixed price, never an additional service's) refunded
 * in full through the refund path — REFUND_REQUIRED and one refund of its whole amount, sent after the commit.
 */
export function refundOrderInFull(
  tx: Db,
  orderId: string,
  request: { reason: RefundReason; actor: PaymentActor; requestedBy: string | null; note?: string },
): Promise<string[]> {
  return requestRefunds(
    tx,
    and(eq(t.payments.workItemId, orderId), isNull(t.payments.additionalServiceId), eq(t.payments.status, 'PAID'))!,
    request,
  );
}

/**
 * The order locked for this party's action, checked against allowedServiceOrderActions with `now` (the one rule
 * the page shows): the other party gets 403, the wrong moment 409.
 */
async function lockedFor(tx: Db, userId: string, orderId: string, party: 'CUSTOMER' | 'LAWYER', action: ServiceOrderAction, now: Date) {
  const order = await findPartyOrderOrThrow(userId, orderId, tx, { forUpdate: true });
  assertParty(order, party);
  const [deliveries, dispute] = await Promise.all([listDeliveries(tx, orderId), findServiceDisputeDto(tx, orderId)]);
  // `clientSigned` only decides between sign and pay, neither of which comes here.
  const facts = orderFacts(order, { clientSigned: true, deliveries, dispute });
  if (!allowedServiceOrderActions(party, facts, now).includes(action)) throw notNow();
  return order;
}

/** The timeline line of a revision asked (its note: what to change). */
export const REVISION_ASKED = 'service-revision-asked';

/** One party's step: checked, moved (with whatever it sets and refunds) in one transaction; the order answered. */
async function act(
  userId: string,
  orderId: string,
  party: 'CUSTOMER' | 'LAWYER',
  action: ServiceOrderAction,
  now: Date,
  step: (tx: Db, order: PartyOrder) => Promise<unknown>,
): Promise<ServiceOrderDto> {
  // A quick refusal (404, 403) before any lock.
  const first = await findPartyOrderOrThrow(userId, orderId);
  assertParty(first, party);
  const db = await getDb();
  await transactionWithEvents(db, async (tx) => step(tx, await lockedFor(tx, userId, orderId, party, action, now)));
  const order = await findPartyOrderOrThrow(userId, orderId, db);
  return serviceOrderDto(db, order, party, now);
}

const move = (tx: Db, order: PartyOrder, event: ServiceOrderEvent, set: Parameters<typeof moveServiceOrder>[4] = {}) =>
  moveServiceOrder(tx, order, event, { role: order.role, id: order.role === 'CUSTOMER' ? order.customerId : order.lawyerId }, set);

/** POST service-orders/{id}/withdraw: the client gives up an order not paid yet; an open checkout is closed with it. */
export function withdrawServiceOrder(userId: string, orderId: string, now = new Date()): Promise<ServiceOrderDto> {
  return act(userId, orderId, 'CUSTOMER', 'withdraw', now, async (tx, order) => {
    // The payment first (the webhook's order of locks); money that still arrives for it is refunded by the webhook.
    await transitionPayments(tx, and(eq(t.payments.workItemId, orderId), isNull(t.payments.additionalServiceId))!, 'cancel', {
      role: 'CUSTOMER',
      id: userId,
    });
    await move(tx, order, 'withdraw', { set: { cancelReason: 'WITHDRAWN', closedAt: now } });
    // Its letter no longer counts; one nobody signed has its PDF erased after the commit (issue 73 item 6).
    const [item] = await tx.select({ revision: t.workItems.revision }).from(t.workItems).where(eq(t.workItems.id, orderId));
    await voidOpenLetter(tx, orderId, 'WITHDRAWN', { id: userId, role: 'CUSTOMER' }, item!.revision);
  });
}

/** POST service-orders/{id}/decline {reason}: the lawyer cannot take a paid order: refunded in full, in the same transaction. */
export function declineServiceOrder(
  userId: string,
  orderId: string,
  input: { reason: string },
  now = new Date(),
): Promise<ServiceOrderDto> {
  return act(userId, orderId, 'LAWYER', 'decline', now, async (tx, order) => {
    await move(tx, order, 'decline', { set: { cancelReason: 'DECLINED', declineReason: input.reason, closedAt: now } });
    await refundOrderInFull(tx, orderId, { reason: 'LAWYER_CANCELLED', actor: 'LAWYER', requestedBy: userId, note: input.reason });
  });
}

/** POST service-orders/{id}/revision {note}: one of the included revisions; a new due date (revisionDueAt). */
export function reviseServiceOrder(userId: string, orderId: string, input: { note: string }, now = new Date()): Promise<ServiceOrderDto> {
  return act(userId, orderId, 'CUSTOMER', 'revise', now, async (tx, order) => {
    await move(tx, order, 'revise', { set: { revisionsUsed: order.revisionsUsed + 1, dueAt: revisionDueAt(now, order.dueAt ?? now) } });
    // What to change: the work item's timeline keeps the words (an event's payload carries none).
    await recordWorkItemEvent(tx, {
      workItemId: orderId,
      kind: REVISION_ASKED,
      actorId: userId,
      actorRole: 'CUSTOMER',
      revision: 1,
      note: input.note,
    });
  });
}

/** POST service-orders/{id}/accept: the client accepts the delivery; the work item completes with it. */
export function acceptServiceOrder(userId: string, orderId: string, now = new Date()): Promise<ServiceOrderDto> {
  return act(userId, orderId, 'CUSTOMER', 'accept', now, async (tx, order) => {
    await move(tx, order, 'accept', { set: { acceptedAt: now, closedAt: now } });
  });
}

/** POST service-orders/{id}/cancel: past the due date undelivered, or delivered late: cancelled and refunded in full. */
export function cancelLateServiceOrder(userId: string, orderId: string, now = new Date()): Promise<ServiceOrderDto> {
  return act(userId, orderId, 'CUSTOMER', 'cancel-late', now, async (tx, order) => {
    await move(tx, order, 'cancel-late', { set: { cancelReason: 'LATE', closedAt: now } });
    await refundOrderInFull(tx, orderId, { reason: 'CLIENT_CANCELLED', actor: 'CUSTOMER', requestedBy: userId });
  });
}
