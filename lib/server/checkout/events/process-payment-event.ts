import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { lockLawyerCalendar } from '@/lib/server/calendar/lock-lawyer-calendar';
import { tryTransitionMeeting } from '@/lib/server/meetings/transition';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { settleWorkItemOrOrderPayment } from '@/features/services/server/orders/settle-order-payment';
import { settleQuestionPayment } from '@/features/questions/server/settle-question-payment';
import { requestRefunds } from '@/lib/server/payments/refunds/request-refunds';
import { platformFeeOf } from '@/lib/server/payments/platform-fee';
import { tryTransitionPayment } from '@/lib/server/payments/transition';
import type { PaymentEvent, ProviderName } from '@/lib/server/payments/types';
import { isUuid } from '@/lib/validation/ids';
import { firstReminderAtSql } from '@/lib/server/notary/notary-reminder-sql';

const PAID_TYPES = new Set(['checkout_session.payment.paid', 'payment.paid']);
const FAILED_TYPES = new Set(['payment.failed']);
/** The provider's signed word moves the payment and its meeting (the tables' PAYMENT actor). */
const PAYMENT = { role: 'PAYMENT', id: null } as const;

export type PaymentEventOutcome =
  'duplicate' | 'ignored' | 'unknown_payment' | 'amount_mismatch' | 'already_final' | 'confirmed' | 'refund_required' | 'failed';

export type ProcessResult = {
  outcome: PaymentEventOutcome;
  meetingId?: string;
  paymentId?: string;
  workItemId?: string;
  additionalServiceId?: string;
  questionId?: string;
};

/**
 * Applies one verified provider event exactly once: the event id is recorded first (a redelivery
 * finds it and stops), then the payment moves PENDING → PAID by compare-and-swap, and its meeting
 * PAYMENT_PENDING → CONFIRMED. A payment for a hold that already expired is flagged for refund:
 * the slot may belong to someone else by now, and the time_holds constraint would refuse it anyway.
 * A payment for a work item or an additional service moves that row the same way, in the same
 * transaction (work-items/settle-work-item-payment.ts), and a written question's (questions/settle-question-payment.ts);
 * one no longer waiting for it is flagged too.
 * A flagged payment gets its refund (requestRefunds). The platform's fee is fixed as the money
 * arrives. What follows — the confirmation, a work item's receipt, a refund sent to the provider —
 * is the events' outbox handlers, kicked after the commit: the provider's call is answered first.
 */
export async function processPaymentEvent(provider: ProviderName, event: PaymentEvent): Promise<ProcessResult> {
  const db = await getDb();
  return transactionWithEvents(db, async (tx) => {
    const recorded = await tx
      .insert(t.webhookEvents)
      .values({ provider, providerEventId: event.eventId, type: event.type, payload: event.raw as object })
      .onConflictDoNothing()
      .returning({ id: t.webhookEvents.id });
    if (!recorded.length) return { outcome: 'duplicate' as const };
    const finish = async (result: ProcessResult): Promise<ProcessResult> => {
      await tx
        .update(t.webhookEvents)
        .set({ outcome: result.outcome, processedAt: sql`now()` })
        .where(eq(t.webhookEvents.id, recorded[0].id));
      return result;
    };

    if (!PAID_TYPES.has(event.type) && !FAILED_TYPES.has(event.type)) return finish({ outcome: 'ignored' });
    const [payment] = await tx
      .select()
      .from(t.payments)
      .where(
        event.reference && isUuid(event.reference)
          ? and(eq(t.payments.id, event.reference), eq(t.payments.provider, provider))
          : and(eq(t.payments.providerSessionId, event.sessionId ?? ''), eq(t.payments.provider, provider)),
      )
      .limit(1);
    if (!payment || (event.sessionId && payment.providerSessionId && payment.providerSessionId !== event.sessionId)) {
      return finish({ outcome: 'unknown_payment' });
    }
    const base = {
      paymentId: payment.id,
      meetingId: payment.meetingId ?? undefined,
      workItemId: payment.workItemId ?? undefined,
      additionalServiceId: payment.additionalServiceId ?? undefined,
      questionId: payment.questionId ?? undefined,
    };
    // The same lock order as a booking (calendar first, then meeting and payment rows), so a payment
    // arriving while the lawyer's stale holds are being expired waits instead of deadlocking.
    if (payment.meetingId) await lockLawyerCalendar(tx, payment.lawyerId);

    if (FAILED_TYPES.has(event.type)) {
      const failed = await tryTransitionPayment(tx, { id: payment.id, status: 'PENDING' }, 'payment-failed', PAYMENT, {
        set: { method: event.method },
      });
      if (!failed) return finish({ ...base, outcome: 'already_final' });
      if (payment.meetingId) {
        await tryTransitionMeeting(tx, { id: payment.meetingId, status: 'PAYMENT_PENDING' }, 'payment-failed', PAYMENT, {
          set: { holdExpiresAt: null },
        });
      }
      if (payment.workItemId) await settleWorkItemOrOrderPayment(tx, payment, 'failed');
      if (payment.questionId) await settleQuestionPayment(tx, payment, 'failed');
      return finish({ ...base, outcome: 'failed' });
    }

    if (event.amountCentavos !== payment.amountCentavos || (event.currency ?? '').toUpperCase() !== payment.currency) {
      return finish({ ...base, outcome: 'amount_mismatch' });
    }
    const paidFields = {
      method: event.method,
      providerPaymentId: event.paymentId,
      paidAt: sql`now()`,
      feeCentavos: platformFeeOf(payment.amountCentavos),
    };
    const lateRefund = { reason: 'LATE_PAYMENT' as const, actor: 'PAYMENT' as const };
    const paid = await tryTransitionPayment(tx, { id: payment.id, status: 'PENDING' }, 'paid', PAYMENT, { set: paidFields });
    if (!paid) {
      // Money arrived for an attempt we had already closed (expired, failed or cancelled).
      const flagged = await requestRefunds(tx, eq(t.payments.id, payment.id), lateRefund, { event: 'paid-late', set: paidFields });
      return finish({ ...base, outcome: flagged.length ? 'refund_required' : 'already_final' });
    }
    if (!payment.meetingId) {
      if (payment.workItemId && !(await settleWorkItemOrOrderPayment(tx, payment, 'paid'))) {
        await requestRefunds(tx, eq(t.payments.id, payment.id), lateRefund);
        return finish({ ...base, outcome: 'refund_required' });
      }
      // Issue 60: a written question paid is offered to its lawyer (WAITING); one no longer waiting is refunded.
      if (payment.questionId && !(await settleQuestionPayment(tx, payment, 'paid'))) {
        await requestRefunds(tx, eq(t.payments.id, payment.id), lateRefund);
        return finish({ ...base, outcome: 'refund_required' });
      }
      return finish({ ...base, outcome: 'confirmed' });
    }
    const confirmed = await tryTransitionMeeting(tx, { id: payment.meetingId, status: 'PAYMENT_PENDING' }, 'paid', PAYMENT, {
      set: { holdExpiresAt: null, reminderAt: firstReminderAtSql(new Date()) },
    });
    if (!confirmed) {
      await requestRefunds(tx, eq(t.payments.id, payment.id), lateRefund);
      return finish({ ...base, outcome: 'refund_required' });
    }
    return finish({ ...base, outcome: 'confirmed' });
  });
}
