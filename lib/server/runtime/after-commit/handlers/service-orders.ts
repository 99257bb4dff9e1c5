import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { sendRefunds } from '@/lib/server/payments/refunds/send-refunds';
import { tellDisputeAnswered, tellDisputeDecided, tellDisputeOpened } from '@/features/services/server/disputes/dispute-notices';
import { eraseUnsignedLetterPdfs } from '@/lib/server/work-items/letters/letter-store';
import { SERVICE_ORDER_EVENTS } from '@/features/services/server/orders/events';
import { tellOrderParty } from '@/features/services/server/orders/order-notices';

/** Issue 62: what follows a fixed-price service order's events (SERVICE_ORDER_EVENTS); each party told in their own language, once per event. */
export const SERVICE_ORDER_HANDLERS = defineHandlers(SERVICE_ORDER_EVENTS, {
  order: (e) => tellOrderParty(e.id, e.aggregateId, 'LAWYER', 'order'),
  paid: (e) => tellOrderParty(e.id, e.aggregateId, 'LAWYER', 'paid'),
  withdraw: async (e) => void (await eraseUnsignedLetterPdfs(e.aggregateId)),
  take: (e) => tellOrderParty(e.id, e.aggregateId, 'CUSTOMER', 'take'),
  decline: (e) => tellOrderParty(e.id, e.aggregateId, 'CUSTOMER', 'decline'),
  expire: async (e) => {
    await tellOrderParty(e.id, e.aggregateId, 'CUSTOMER', 'expireClient');
    await tellOrderParty(e.id, e.aggregateId, 'LAWYER', 'expireLawyer');
  },
  deliver: (e) => tellOrderParty(e.id, e.aggregateId, 'CUSTOMER', 'deliver'),
  revise: (e) => tellOrderParty(e.id, e.aggregateId, 'LAWYER', 'revise'),
  accept: (e) => tellOrderParty(e.id, e.aggregateId, 'LAWYER', 'accept'),
  'cancel-late': async (e) => {
    await tellOrderParty(e.id, e.aggregateId, 'LAWYER', 'cancelLateLawyer');
    await tellOrderParty(e.id, e.aggregateId, 'CUSTOMER', 'cancelLateClient');
  },
  // Its dispute: the lawyer and the admins told it opened, the client and the admins the answer, both the
  // decision — whose refund (a part: no payment moved, so no payment event sends it) goes out here.
  dispute: (e) => tellDisputeOpened(e.id, e.aggregateId),
  'answer-dispute': (e) => tellDisputeAnswered(e.id, e.aggregateId),
  decide: async (e) => {
    if (e.payload.refundId) await sendRefunds({ refundIds: [e.payload.refundId] });
    await tellDisputeDecided(e.id, e.aggregateId);
  },
});
