import { z } from 'zod';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/** A one-time code's text (the recorded message, never the code), and the hour the codes' budget was reached. */
export const PHONE_EVENTS = defineEvents('phone', {
  code: { payload: z.strictObject({ smsId: z.string() }) },
  'code-budget': { payload: z.strictObject({ hour: z.string(), budget: z.number().int() }) },
});
