import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { notifyCommentPosted } from '@/lib/server/engagements/comments/comment-notices';
import { COMMENT_EVENTS } from '@/lib/server/engagements/comments/events';

/** Issue 59: a comment's reader notified after the commit. */
export const COMMENT_HANDLERS = defineHandlers(COMMENT_EVENTS, {
  posted: (e) => notifyCommentPosted(e.aggregateId, e.payload),
});
