import { z } from 'zod';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/**
 * An account's deletion: requested, cancelled, its confirmation link mailed, and done — whose mail was recorded
 * before the erasure (the address is gone after it), sent by the handler.
 */
export const DELETION_EVENTS = defineEvents('deletion', {
  request: {},
  cancel: {},
  'confirm-link': {},
  complete: { payload: z.strictObject({ emailId: z.string(), userId: z.string() }) },
});
