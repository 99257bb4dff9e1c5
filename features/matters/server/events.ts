import { z } from 'zod';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/** A shared hearing moved or cancelled by the lawyer: the client is told once per revision. */
const hearing = z.strictObject({ hearingId: z.string(), revision: z.number().int() });

/** A matter's events (issue 64), none of which moves a row: a shared entry told to the other party, a hearing changed. */
export const MATTER_EVENTS = defineEvents('matter', {
  entry: { payload: z.strictObject({ entryId: z.string(), recipientId: z.string() }) },
  'hearing-changed': { payload: hearing },
  'hearing-cancelled': { payload: hearing },
});
