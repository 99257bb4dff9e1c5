import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/http/errors';
import { createNotification } from '../notifications/create-notification';
import { toCommentDto } from './comment-dto';
import { findPartyMeetingOrThrow } from './find-party-meeting';
import { markMeetingRead } from './mark-meeting-read';
import { isUuid } from '@/lib/validation/ids';
import type { CommentDto } from '@/lib/dto/meeting';

const commentColumns = {
  id: t.comments.id,
  meetingId: t.comments.meetingId,
  body: t.comments.body,
  authorId: t.comments.authorId,
  firstName: t.users.firstName,
  lastName: t.users.lastName,
  type: t.users.type,
  createdAt: t.comments.createdAt,
  updatedAt: t.comments.updatedAt,
};

/** The meeting's comments, oldest first; reading them clears the viewer's unread count. */
export async function listMeetingComments(userId: string, meetingId: string): Promise<{ results: CommentDto[] }> {
  await findPartyMeetingOrThrow(userId, meetingId);
  const db = await getDb();
  const rows = await db
    .select(commentColumns)
    .from(t.comments)
    .innerJoin(t.users, eq(t.users.id, t.comments.authorId))
    .where(eq(t.comments.meetingId, meetingId))
    .orderBy(asc(t.comments.createdAt), asc(t.comments.id))
    .limit(500);
  await markMeetingRead(userId, meetingId);
  return { results: rows.map((r) => toCommentDto({ ...r, meetingId: r.meetingId! }, userId)) };
}

/** A party comments; the other party is notified (in-app + push) once per comment. */
export async function createMeetingComment(userId: string, meetingId: string, body: string): Promise<{ _id: string }> {
  const meeting = await findPartyMeetingOrThrow(userId, meetingId);
  const db = await getDb();
  const [row] = await db.insert(t.comments).values({ authorId: userId, meetingId, body }).returning({ id: t.comments.id });
  await markMeetingRead(userId, meetingId);
  const recipient = meeting.role === 'CUSTOMER' ? meeting.lawyerId : meeting.customerId;
  const [author] = await db.select({ first: t.users.firstName, last: t.users.lastName, type: t.users.type }).from(t.users).where(eq(t.users.id, userId));
  const name = `${author.type === 'LAWYER' ? 'Atty. ' : ''}${author.first} ${author.last}`.trim();
  await createNotification({
    userId: recipient,
    title: `New comment from ${name}`,
    body: body.length > 140 ? `${body.slice(0, 137)}...` : body,
    url: `/${meeting.role === 'CUSTOMER' ? 'lawyer-portal' : 'customer-portal'}/meeting/${meetingId}`,
    icon: 'meeting-comment',
    dedupeKey: `comment:${row.id}`,
  });
  return { _id: row.id };
}

/** Only the author edits or deletes a comment; the other party gets 403, strangers 404. */
async function findOwnCommentOrThrow(userId: string, meetingId: string, commentId: string) {
  await findPartyMeetingOrThrow(userId, meetingId);
  if (!isUuid(commentId)) throw new AppError('NOT_FOUND', 'Comment not found.', { key: 'COMMENT_NOT_FOUND' });
  const db = await getDb();
  const [row] = await db
    .select({ id: t.comments.id, authorId: t.comments.authorId })
    .from(t.comments)
    .where(and(eq(t.comments.id, commentId), eq(t.comments.meetingId, meetingId)));
  if (!row) throw new AppError('NOT_FOUND', 'Comment not found.', { key: 'COMMENT_NOT_FOUND' });
  if (row.authorId !== userId) throw new AppError('FORBIDDEN', 'You can only change your own comments.', { key: 'FORBIDDEN' });
  return db;
}

export async function updateMeetingComment(userId: string, meetingId: string, commentId: string, body: string): Promise<{ _id: string }> {
  const db = await findOwnCommentOrThrow(userId, meetingId, commentId);
  await db.update(t.comments).set({ body, updatedAt: sql`now()` }).where(eq(t.comments.id, commentId));
  return { _id: commentId };
}

export async function deleteMeetingComment(userId: string, meetingId: string, commentId: string): Promise<{ _id: string }> {
  const db = await findOwnCommentOrThrow(userId, meetingId, commentId);
  await db.delete(t.comments).where(eq(t.comments.id, commentId));
  return { _id: commentId };
}
