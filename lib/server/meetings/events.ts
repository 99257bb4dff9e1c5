import { z } from 'zod';
import { MEETING_RULES } from '@/lib/rules/meeting-transitions';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/** What a cancellation's notices say: the policy's ground and whether the payment comes back. */
const cancellation = z.strictObject({
  ground: z.enum(['UNPAID', 'LAWYER_CANCELLED', 'CLIENT_EARLY', 'CLIENT_LATE', 'LAWYER_NO_SHOW']),
  refund: z.enum(['FULL', 'NONE']),
});

/**
 * A meeting's events: every move of its table (MEETING_RULES), and two that move no row — a party waiting in the
 * call (its peer told), a call guest's invitation (the mail recorded with it, sent at once: issue 72 item 4).
 */
export const MEETING_EVENTS = defineEvents(
  'meeting',
  {
    cancel: { payload: cancellation },
    'claim-lawyer-no-show': { payload: cancellation },
    'settle-lawyer-no-show': { payload: cancellation },
    'party-waiting': { payload: z.strictObject({ waiterId: z.string(), peerId: z.string() }) },
    'guest-invited': { payload: z.strictObject({ emailId: z.string() }) },
  },
  { rules: MEETING_RULES },
);
