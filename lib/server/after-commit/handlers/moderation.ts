import 'server-only';
import { defineHandlers } from '@/lib/server/outbox/define-events';
import { MODERATION_EVENTS } from '@/lib/server/moderation/events';
import { tellModerationEvent } from '@/lib/server/moderation/moderation-notices';

/** Content hidden or restored: its author told after the commit. */
export const MODERATION_HANDLERS = defineHandlers(MODERATION_EVENTS, {
  hide: (e) => tellModerationEvent(e.id, e.aggregateId, e.payload, true),
  restore: (e) => tellModerationEvent(e.id, e.aggregateId, e.payload, false),
});
