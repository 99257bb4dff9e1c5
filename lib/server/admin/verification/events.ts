import { z } from 'zod';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/** The audit row that holds the admin's reason. */
const decided = z.strictObject({ auditId: z.string() });

/** A lawyer's verification decided (they are told) or resubmitted (the admins are). */
export const VERIFICATION_EVENTS = defineEvents('verification', {
  approve: { payload: decided },
  reject: { payload: decided },
  resubmit: {},
});
