import { z } from 'zod';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/** A comment posted: its reader notified, with the page they read it on. */
export const COMMENT_EVENTS = defineEvents('comment', {
  posted: { payload: z.strictObject({ recipientId: z.string(), url: z.string() }) },
});
