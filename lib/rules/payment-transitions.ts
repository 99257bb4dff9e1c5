/**
 * THE transition table of payments: who moves a payment, by which event, from which status to which,
 * and what follows after the commit (`after`: the request does not wait for it).
 * Every status write goes through `transitionPayment` in lib/server/payments/transition.ts, which
 * refuses anything not listed here (lib/lint/status-writes.test.ts fails on a status written by
 * hand); lib/server/payments/transition.test.ts walks every (status, event, actor).
 */
import type { StateRule } from './state-table';

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUND_REQUIRED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * CUSTOMER, LAWYER: the parties. PAYMENT: the provider's signed word (webhook, reconciliation, the
 * answer to our refund). SCHEDULER: the clock. ADMIN: the operations team. SYSTEM: the app itself.
 */
export type PaymentActor = 'CUSTOMER' | 'LAWYER' | 'PAYMENT' | 'SCHEDULER' | 'ADMIN' | 'SYSTEM';

export type PaymentEvent =
  'open' | 'checkout-failed' | 'paid' | 'payment-failed' | 'paid-late' | 'cancel' | 'expire' | 'refund' | 'refunded';

export type PaymentRule = StateRule<PaymentStatus, PaymentEvent, PaymentActor>;

const REFUND_SENT = 'its refund sent to the provider (once: the refund row and its idempotency key)';

export const PAYMENT_RULES: readonly PaymentRule[] = [
  {
    event: 'open',
    by: ['CUSTOMER'],
    from: [null],
    to: 'PENDING',
    call: 'POST meeting, POST work-items/{id}/accept-proposal, PUT work-items/{id}/additional-services/purchase',
  },
  { event: 'checkout-failed', by: ['SYSTEM'], from: ['PENDING'], to: 'FAILED', call: 'the provider opened no checkout' },
  {
    event: 'paid',
    by: ['PAYMENT'],
    from: ['PENDING'],
    to: 'PAID',
    call: 'signed payment webhook, or the reconciliation job',
    after: "a work item's or additional service's: the receipt to the client, the lawyer told",
  },
  { event: 'payment-failed', by: ['PAYMENT'], from: ['PENDING'], to: 'FAILED', call: 'signed payment webhook (failed)' },
  {
    event: 'paid-late',
    by: ['PAYMENT'],
    from: ['FAILED', 'CANCELLED', 'EXPIRED'],
    to: 'REFUND_REQUIRED',
    call: 'money arrived for an attempt already closed: it goes back',
    after: REFUND_SENT,
  },
  {
    event: 'cancel',
    by: ['CUSTOMER', 'LAWYER', 'SCHEDULER'],
    from: ['PENDING'],
    to: 'CANCELLED',
    call: "its meeting cancelled (by a party, or a lawyer no-show's settlement); the client gave up a work item's checkout",
  },
  {
    event: 'expire',
    by: ['SCHEDULER', 'PAYMENT'],
    from: ['PENDING'],
    to: 'EXPIRED',
    call: "its meeting's hold ran out, or the provider says the checkout expired",
  },
  {
    event: 'refund',
    by: ['CUSTOMER', 'LAWYER', 'SCHEDULER', 'ADMIN', 'PAYMENT'],
    from: ['PAID'],
    to: 'REFUND_REQUIRED',
    call: "a cancellation's or no-show's refund, an admin's decision, money for a meeting or engagement no longer waiting",
    after: REFUND_SENT,
  },
  {
    event: 'refunded',
    by: ['PAYMENT', 'ADMIN'],
    from: ['REFUND_REQUIRED'],
    to: 'REFUNDED',
    call: "the provider's refund succeeded, or an admin recorded one sent by hand",
  },
];
