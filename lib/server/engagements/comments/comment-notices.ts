import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { createNotification } from '@/lib/server/messaging/notifications/create-notification';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';

/**
 * The outbox's handler of `comment:posted` (createComment): the other party's in-app notification and
 * push, once per comment (its dedupe key), however often the event runs. A comment deleted before
 * the pass tells nobody. The title in the reader's language (issue 40); the body is the author's
 * words, as written, read from the comment (the event carries ids only).
 */
export async function notifyCommentPosted(commentId: string, payload: { recipientId: string; url: string }): Promise<void> {
  const db = await getDb();
  const [comment] = await db
    .select({ body: t.comments.body, first: t.users.firstName, last: t.users.lastName, type: t.users.type })
    .from(t.comments)
    .innerJoin(t.users, eq(t.users.id, t.comments.authorId))
    .where(eq(t.comments.id, commentId));
  if (!comment) return;
  const name = `${comment.type === 'LAWYER' ? 'Atty. ' : ''}${comment.first} ${comment.last}`.trim();
  const [reader] = await db.select({ language: t.users.language }).from(t.users).where(eq(t.users.id, payload.recipientId));
  await createNotification({
    userId: payload.recipientId,
    title: noticeText(reader?.language)('comment.title', { name }),
    body: comment.body.length > 140 ? `${comment.body.slice(0, 137)}...` : comment.body,
    url: payload.url,
    icon: 'meeting-comment',
    dedupeKey: `comment:${commentId}`,
  });
}
