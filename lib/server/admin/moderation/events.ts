import { z } from 'zod';
import { reportTargetKindSchema } from '@/lib/dto/admin';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/** What was hidden or restored, and the audit row that holds the admin's reason. */
const moderated = z.strictObject({ kind: reportTargetKindSchema, auditId: z.string() });

/** Content hidden or restored by an admin: its author told. */
export const MODERATION_EVENTS = defineEvents('moderation', {
  hide: { payload: moderated },
  restore: { payload: moderated },
});
