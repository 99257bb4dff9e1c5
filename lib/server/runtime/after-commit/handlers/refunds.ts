import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { REFUND_EVENTS } from '@/lib/server/payments/refunds/events';
import { sendRefundNotices } from '@/lib/server/payments/refunds/send-refund-notices';
import { sendRefunds } from '@/lib/server/payments/refunds/send-refunds';

/** The client is told how their refund ended (once: notified_at and the notices' dedupe keys). */
async function tellRefundEnded(refundId: string): Promise<void> {
  await sendRefundNotices({ refundIds: [refundId] });
}

/** What follows a refund's events (REFUND_EVENTS) once committed. */
export const REFUND_HANDLERS = defineHandlers(REFUND_EVENTS, {
  retry: async (e) => {
    await sendRefunds({ refundIds: [e.aggregateId] });
  },
  'record-manual': (e) => tellRefundEnded(e.aggregateId),
  succeed: (e) => tellRefundEnded(e.aggregateId),
  fail: (e) => tellRefundEnded(e.aggregateId),
});
