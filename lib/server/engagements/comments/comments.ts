import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { CommentDto } from '@/lib/dto/comment';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { COMMENT_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { toCommentDto } from './comment-dto';
import { commentAuthorJoin, type CommentTarget, type CommentTargetFinder } from './comment-target';

// Spec §7 comments of any kind: POST {kind}/{item_id}/comment, PUT and DELETE {kind}/{item_id}/comment/{id},
// GET {kind}/{id}/comments — kind "meeting" or "work-item". One set of rules for both; the parent's own
// folder hands in how its parent is found (`find`), so comments depend on no parent (issue 39).

/** The thread, oldest first; reading a meeting's clears the viewer's unread count. */
export async function listComments(find: CommentTargetFinder, userId: string, itemId: string): Promise<{ results: CommentDto[] }> {
  const target = await find(userId, itemId);
  const db = await getDb();
  const rows = await db
    .select({
      id: t.comments.id,
      body: t.comments.body,
      authorId: t.comments.authorId,
      firstName: t.users.firstName,
      lastName: t.users.lastName,
      type: t.users.type,
      createdAt: t.comments.createdAt,
      updatedAt: t.comments.updatedAt,
    })
    .from(t.comments)
    .innerJoin(t.users, commentAuthorJoin)
    .where(eq(target.column, itemId))
    .orderBy(asc(t.comments.createdAt), asc(t.comments.id))
    .limit(500);
  await target.markRead(userId);
  return { results: rows.map((r) => toCommentDto({ ...r, itemId }, target.kind, userId)) };
}

/**
 * A party comments; the other party is notified (in-app + push) once per comment, after the commit by
 * the outbox (comment-notices.ts), so the answer never waits for a push service (issue 59).
 */
export async function createComment(find: CommentTargetFinder, userId: string, itemId: string, body: string): Promise<{ _id: string }> {
  const target = await find(userId, itemId, { forWriting: true });
  const db = await getDb();
  const recipientRole = target.role === 'CUSTOMER' ? 'LAWYER' : 'CUSTOMER';
  const row = await transactionWithEvents(db, async (tx) => {
    const [row] = await tx
      .insert(t.comments)
      .values({ authorId: userId, body, ...(target.kind === 'meeting' ? { meetingId: itemId } : { workItemId: itemId }) })
      .returning({ id: t.comments.id });
    await recordEvents(tx, COMMENT_EVENTS, {
      aggregateId: row.id,
      event: 'posted',
      status: 'posted',
      actor: { role: target.role, id: userId },
      payload: { recipientId: recipientRole === 'LAWYER' ? target.lawyerId : target.customerId, url: target.pathFor(recipientRole) },
    });
    return row;
  });
  await target.markRead(userId);
  return { _id: row.id };
}

/** Only the author edits or deletes a comment; the other party gets 403, strangers the parent's 404. */
async function findOwnCommentOrThrow(find: CommentTargetFinder, userId: string, itemId: string, commentId: string): Promise<CommentTarget> {
  const target = await find(userId, itemId);
  const notFound = new AppError('NOT_FOUND', 'comments.commentNotFound', { key: 'COMMENT_NOT_FOUND' });
  if (!isUuid(commentId)) throw notFound;
  const db = await getDb();
  const [row] = await db
    .select({ authorId: t.comments.authorId })
    .from(t.comments)
    .where(and(eq(t.comments.id, commentId), eq(target.column, itemId)));
  if (!row) throw notFound;
  if (row.authorId !== userId) throw new AppError('FORBIDDEN', 'comments.onlyChangeOwnComments', { key: 'FORBIDDEN' });
  return target;
}

export async function updateComment(
  find: CommentTargetFinder,
  userId: string,
  itemId: string,
  commentId: string,
  body: string,
): Promise<{ _id: string }> {
  await findOwnCommentOrThrow(find, userId, itemId, commentId);
  const db = await getDb();
  await db
    .update(t.comments)
    .set({ body, updatedAt: sql`now()` })
    .where(eq(t.comments.id, commentId));
  return { _id: commentId };
}

export async function deleteComment(
  find: CommentTargetFinder,
  userId: string,
  itemId: string,
  commentId: string,
): Promise<{ _id: string }> {
  await findOwnCommentOrThrow(find, userId, itemId, commentId);
  const db = await getDb();
  await db.delete(t.comments).where(eq(t.comments.id, commentId));
  return { _id: commentId };
}
