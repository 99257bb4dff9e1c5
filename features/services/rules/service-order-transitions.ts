/**
 * THE transition table of fixed-price service orders (issue 62): which side may do what, from which status,
 * where it leads, and what follows after the commit (the outbox, never awaited by the request). Every status
 * write goes through features/services/server/orders/transition.ts, made by the one `stateWriter`
 * (lib/lint/status-writes.test.ts fails on a status written by hand). The clock's conditions (48 hours to take,
 * past due, the dispute window) are `allowedServiceOrderActions` in ./service-orders.ts.
 */
import type { ServiceOrderStatus } from './service-orders';
import type { StateRule } from '@/lib/rules/state-table';

/** CUSTOMER: the client who ordered; LAWYER: the order's lawyer; PAYMENT: the provider's signed webhook; SYSTEM: the scheduler; ADMIN: the console. */
export type ServiceOrderActor = 'CUSTOMER' | 'LAWYER' | 'PAYMENT' | 'SYSTEM' | 'ADMIN';

export type ServiceOrderEvent =
  | 'order'
  | 'paid'
  | 'payment-failed'
  | 'withdraw'
  | 'take'
  | 'decline'
  | 'expire'
  | 'deliver'
  | 'revise'
  | 'accept'
  | 'auto-accept'
  | 'cancel-late'
  | 'dispute'
  | 'answer-dispute'
  | 'decide';

export type ServiceOrderRule = StateRule<ServiceOrderStatus, ServiceOrderEvent, ServiceOrderActor>;

export const SERVICE_ORDER_RULES: readonly ServiceOrderRule[] = [
  {
    event: 'order',
    by: ['CUSTOMER'],
    from: [null],
    to: 'AWAITING_PAYMENT',
    call: 'POST service-orders (a work item of kind SERVICE at the offer’s price; its engagement letter generated from the catalogue)',
    after: 'the lawyer told of the new order (a notification; the other party’s name for the conflict check)',
  },
  {
    event: 'paid',
    by: ['PAYMENT'],
    from: ['AWAITING_PAYMENT'],
    to: 'AWAITING_LAWYER',
    call: 'signed payment webhook',
    after: 'the lawyer asked to countersign within 48 hours (e-mail, notification)',
  },
  {
    event: 'payment-failed',
    by: ['PAYMENT'],
    from: ['AWAITING_PAYMENT'],
    to: null,
    call: 'signed payment webhook (failed): the client may pay again',
  },
  {
    event: 'withdraw',
    by: ['CUSTOMER'],
    from: ['AWAITING_PAYMENT'],
    to: 'CANCELLED',
    call: 'POST service-orders/{id}/withdraw (never paid)',
    after: 'the letter voided in the move; if nobody signed it, its PDF erased (issue 73 item 6)',
  },
  {
    event: 'take',
    by: ['LAWYER'],
    from: ['AWAITING_LAWYER'],
    to: 'IN_PROGRESS',
    call: 'POST work-items/{id}/letter/sign by the lawyer (the countersignature takes the order: due_at set)',
    after: 'the client told the order is taken and its due date',
  },
  {
    event: 'decline',
    by: ['LAWYER'],
    from: ['AWAITING_LAWYER'],
    to: 'CANCELLED',
    call: 'POST service-orders/{id}/decline {reason} (the payment refunded in full in the same transaction)',
    after: 'the client told, with the refund',
  },
  {
    event: 'expire',
    by: ['SYSTEM'],
    from: ['AWAITING_LAWYER'],
    to: 'CANCELLED',
    call: 'the scheduler, TAKE_WITHIN_HOURS after the payment (refunded in full in the same transaction)',
    after: 'both told: the client of the refund, the lawyer that the order lapsed',
  },
  {
    event: 'deliver',
    by: ['LAWYER'],
    from: ['IN_PROGRESS'],
    to: 'DELIVERED',
    call: 'POST service-orders/{id}/deliveries (multipart: note, files)',
    after: 'the client told the work is delivered (e-mail, notification)',
  },
  {
    event: 'revise',
    by: ['CUSTOMER'],
    from: ['DELIVERED'],
    to: 'IN_PROGRESS',
    call: 'POST service-orders/{id}/revision {note} (one of the included revisions; a new due date)',
    after: 'the lawyer told what to change and by when',
  },
  {
    event: 'accept',
    by: ['CUSTOMER'],
    from: ['DELIVERED'],
    to: 'ACCEPTED',
    call: 'POST service-orders/{id}/accept',
    after: 'the lawyer told',
  },
  {
    event: 'auto-accept',
    by: ['SYSTEM'],
    from: ['DELIVERED'],
    to: 'ACCEPTED',
    call: 'the scheduler, once the dispute window closed without a dispute',
  },
  {
    event: 'cancel-late',
    by: ['CUSTOMER'],
    from: ['IN_PROGRESS', 'DELIVERED'],
    to: 'CANCELLED',
    call: 'POST service-orders/{id}/cancel (past the due date, or delivered after it: refunded in full in the same transaction)',
    after: 'the lawyer told; the client told of the refund',
  },
  {
    event: 'dispute',
    by: ['CUSTOMER'],
    from: ['DELIVERED', 'ACCEPTED'],
    to: 'DISPUTED',
    call: 'POST service-orders/{id}/dispute (multipart: what is wrong, files; within the window)',
    after: 'the lawyer asked to answer within 3 days; the admins told',
  },
  {
    event: 'answer-dispute',
    by: ['LAWYER'],
    from: ['DISPUTED'],
    to: null,
    call: 'POST service-orders/{id}/dispute/answer {text}',
    after: 'the client and the admins told',
  },
  {
    event: 'decide',
    by: ['ADMIN'],
    from: ['DISPUTED'],
    to: 'RESOLVED',
    call: 'POST admin/disputes/{id}/decision {outcome, refund_pesos, reason} (a refund through the refund path, in the same transaction)',
    after: 'both told the decision and its reason',
  },
];

/**
 * The status the work item of a SERVICE order takes when its order moves (features/services/server/orders/transition.ts);
 * null: unchanged (a dispute opened after acceptance leaves the work item COMPLETED: the order's status tells the rest).
 */
export const WORK_ITEM_STATUS_OF_ORDER: Record<ServiceOrderStatus, 'PAYMENT_PENDING' | 'PAID' | 'COMPLETED' | 'REJECTED' | null> = {
  AWAITING_PAYMENT: 'PAYMENT_PENDING',
  AWAITING_LAWYER: 'PAID',
  IN_PROGRESS: 'PAID',
  DELIVERED: 'PAID',
  DISPUTED: null,
  ACCEPTED: 'COMPLETED',
  RESOLVED: 'COMPLETED',
  CANCELLED: 'REJECTED',
};
