import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { PAYOUT_EVENTS } from '@/lib/server/payments/payouts/events';
import { sendPayoutNotices } from '@/lib/server/payments/payouts/send-payout-notices';

/** A payout batch paid: its lawyers told after the commit. */
export const PAYOUT_HANDLERS = defineHandlers(PAYOUT_EVENTS, {
  paid: async (e) => void (await sendPayoutNotices({ batchId: e.aggregateId })),
});
