import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { MODERATION_EVENTS } from '@/lib/server/admin/moderation/events';
import { tellModerationEvent } from '@/lib/server/admin/moderation/moderation-notices';

/** Content hidden or restored: its author told after the commit. */
export const MODERATION_HANDLERS = defineHandlers(MODERATION_EVENTS, {
  hide: (e) => tellModerationEvent(e.id, e.aggregateId, e.payload, true),
  restore: (e) => tellModerationEvent(e.id, e.aggregateId, e.payload, false),
});
