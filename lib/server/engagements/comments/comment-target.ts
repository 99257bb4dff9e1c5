import 'server-only';
import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import type { CommentKind } from '@/lib/dto/comment';

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

export const portalOf = (role: 'CUSTOMER' | 'LAWYER') => (role === 'CUSTOMER' ? 'customer-portal' : 'lawyer-portal');

/**
 * How a thread's parent is found for one of its two parties (anyone else gets the parent's 404);
 * `forWriting` also asks whether a new comment is possible now. Each parent's folder owns its finder
 * (meetings/meeting-comments.ts, work-items/work-item-comments.ts): the comments import neither.
 */
export type CommentTargetFinder = (userId: string, id: string, options?: { forWriting?: boolean }) => Promise<CommentTarget>;

export const commentAuthorJoin = eq(t.users.id, t.comments.authorId);
