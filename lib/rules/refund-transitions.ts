/**
 * THE transition table of refunds (the ledger of money going back, issue 59): a refund is granted
 * pending, then the provider's word (or our failed send) ends it; one sent by hand is recorded
 * succeeded. Every status write goes through lib/server/payments/refunds/refund-transition.ts, made by the one
 * `stateWriter` (lib/lint/status-writes.test.ts fails on a status written by hand). What follows a
 * move (`after`) is handled after the commit.
 */
import type { PaymentActor } from './payment-transitions';
import type { StateRule } from './state-table';

/** refunds.status (its check constraint, migration 0026). */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export type RefundEvent = 'grant' | 'retry' | 'record-manual' | 'succeed' | 'fail';

const CLIENT_TOLD = 'the client told how it ended (e-mail, text or push, as they chose; once: refunds.notified_at)';

export const REFUND_RULES: readonly StateRule<RefundStatus, RefundEvent, PaymentActor>[] = [
  {
    event: 'grant',
    by: ['CUSTOMER', 'LAWYER', 'SCHEDULER', 'ADMIN', 'PAYMENT', 'SYSTEM'],
    from: [null],
    to: 'pending',
    // Its payment's `refund` or `paid-late` event (same transaction) sends it: one handler, not two.
    call: "with its payment's refund or paid-late move (a cancellation, a settlement, a late payment, an admin's decision)",
  },
  {
    event: 'retry',
    by: ['ADMIN'],
    from: [null],
    to: 'pending',
    call: 'POST admin/payments/{id}/refunds after the last refund failed (a new attempt, a new idempotency key)',
    after: 'sent to the provider (once: the refund row is claimed, its idempotency key sent)',
  },
  {
    event: 'record-manual',
    by: ['ADMIN'],
    from: [null],
    to: 'succeeded',
    call: 'PUT admin/payments/{id}/refund (sent by hand after the provider failed)',
    after: CLIENT_TOLD,
  },
  {
    event: 'succeed',
    by: ['PAYMENT'],
    from: ['pending'],
    to: 'succeeded',
    call: "the provider's refund webhook, the reconciliation, or the answer to our send",
    after: CLIENT_TOLD,
  },
  {
    event: 'fail',
    by: ['PAYMENT', 'SYSTEM'],
    from: ['pending'],
    to: 'failed',
    call: 'the provider refused or failed it, or it could not be sent',
    after: CLIENT_TOLD,
  },
];
