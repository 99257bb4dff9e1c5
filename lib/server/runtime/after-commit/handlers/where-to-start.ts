import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { TRIAGE_EVENTS } from '@/features/where-to-start/server/events';
import { mailWhereToStartAnswer } from '@/features/where-to-start/server/mail-answer';

/** "Where do I start?": the answer mailed after the commit. */
export const TRIAGE_HANDLERS = defineHandlers(TRIAGE_EVENTS, {
  email: (e) => mailWhereToStartAnswer(e.id, e.aggregateId, e.payload),
});
