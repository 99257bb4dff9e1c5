import 'server-only';
import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import type { CommentKind } from '@/lib/dto/comment';
import { assertMeetingOpen } from '../meetings/assert-meeting-open';
import { findPartyMeetingOrThrow } from '../meetings/find-party-meeting';
import { markMeetingRead } from '../meetings/mark-meeting-read';
import { findPartyWorkItemOrThrow } from '../work-items/find-party-work-item';
import { assertMayDo } from '../work-items/work-item-rules';

/** What the comment functions need to know about the thing commented on, whatever its kind. */
export type CommentTarget = {
  kind: CommentKind;
  id: string;
  role: 'CUSTOMER' | 'LAWYER';
  lawyerId: string;
  customerId: string;
  /** The comments table's column for this kind. */
  column: typeof t.comments.meetingId | typeof t.comments.workItemId;
  /** Where the other party reads it (the notification's url). */
  pathFor: (role: 'CUSTOMER' | 'LAWYER') => string;
  /** Called after the viewer has read or written the thread (the meeting's unread indicator). */
  markRead: (userId: string) => Promise<void>;
};

const portal = (role: 'CUSTOMER' | 'LAWYER') => (role === 'CUSTOMER' ? 'customer-portal' : 'lawyer-portal');

/**
 * The parent of a comment thread for one of its two parties — a meeting, or a work item the client
 * has been sent; anyone else gets the parent's 404. `forWriting` also asks whether a new comment is
 * possible now: not on a cancelled meeting (lib/rules/meeting-additions.ts), not on a work item's
 * draft (its transition table).
 */
export async function findCommentTargetOrThrow(
  kind: CommentKind,
  userId: string,
  id: string,
  options: { forWriting?: boolean } = {},
): Promise<CommentTarget> {
  if (kind === 'meeting') {
    const m = await findPartyMeetingOrThrow(userId, id);
    if (options.forWriting) assertMeetingOpen(m);
    return {
      kind,
      id,
      role: m.role,
      lawyerId: m.lawyerId,
      customerId: m.customerId,
      column: t.comments.meetingId,
      pathFor: (role) => `/${portal(role)}/meeting/${id}`,
      markRead: (reader) => markMeetingRead(reader, id),
    };
  }
  const w = await findPartyWorkItemOrThrow(userId, id);
  if (options.forWriting) assertMayDo('comment', w.role, w.status);
  return {
    kind,
    id,
    role: w.role,
    lawyerId: w.lawyerId,
    customerId: w.customerId,
    column: t.comments.workItemId,
    pathFor: (role) => `/${portal(role)}/work-items/${id}`,
    markRead: async () => {},
  };
}

export const commentAuthorJoin = eq(t.users.id, t.comments.authorId);
