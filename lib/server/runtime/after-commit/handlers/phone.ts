import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { deliverDueSms } from '@/lib/server/messaging/sms/deliver-sms';
import { tellAdminsCodeBudgetReached } from '@/lib/server/auth/phone/code-notices';
import { PHONE_EVENTS } from '@/lib/server/auth/phone/events';

/** A one-time code's text, and the admins told the codes' hourly budget was reached. */
export const PHONE_HANDLERS = defineHandlers(PHONE_EVENTS, {
  // The text recorded with its event in the request's transaction, sent now. The event names the message, never
  // the code; the text's claim keeps it to one send, whoever else delivers it (the scheduler's SMS pass).
  code: async (e) => void (await deliverDueSms({ ids: [e.payload.smsId] })),
  'code-budget': (e) => tellAdminsCodeBudgetReached(e.payload),
});
