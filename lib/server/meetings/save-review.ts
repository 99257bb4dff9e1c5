import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { hasAttended } from './attendance';
import { findPartyMeetingOrThrow } from './find-party-meeting';
import { reviewRefusal } from './review-rule';
import { refreshLawyerRating } from '@/lib/server/lawyers/refresh-lawyer-rating';
import { isUuid } from '@/lib/validation/ids';
import type { ReviewDto } from '@/lib/dto/meeting';

type ReviewFields = { rating: number; comment?: string };

/** A meeting's review (a written answer's: features/questions/server/question-review.ts). */
function toReviewDto(row: typeof t.reviews.$inferSelect): ReviewDto {
  return {
    _id: row.id,
    meeting_id: row.meetingId!,
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The meeting if its client may review it (reviewRefusal); the refusal's 4xx otherwise. */
async function reviewableMeetingOrThrow(userId: string, meetingId: string, now: Date) {
  const meeting = await findPartyMeetingOrThrow(userId, meetingId);
  const clientJoined = meeting.role === 'CUSTOMER' && (await hasAttended(meeting.id, meeting.customerId));
  const refusal = reviewRefusal({ role: meeting.role, status: meeting.status, endAt: meeting.endAt, clientJoined, now });
  if (refusal) throw refusal;
  return meeting;
}

/**
 * POST review: creates the meeting's review, or updates it when `_id` is given (spec §3) — a second
 * POST without `_id` also updates, since a meeting has one review.
 */
export async function saveReview(
  userId: string,
  input: ReviewFields & { meeting_id: string; _id?: string },
  now = new Date(),
): Promise<ReviewDto> {
  const meeting = await reviewableMeetingOrThrow(userId, input.meeting_id, now);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.reviews)
      .values({
        meetingId: meeting.id,
        customerId: userId,
        lawyerId: meeting.lawyerId,
        rating: input.rating,
        comment: input.comment ?? null,
      })
      .onConflictDoUpdate({
        target: t.reviews.meetingId,
        set: { rating: input.rating, comment: input.comment ?? null, updatedAt: sql`now()` },
        where: input._id ? eq(t.reviews.id, input._id) : undefined,
      })
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'meetings.reviewNotFound', { key: 'REVIEW_NOT_FOUND' });
    await refreshLawyerRating(tx, meeting.lawyerId);
    return toReviewDto(row);
  });
}

/** PATCH review/{id}: the author updates their review. */
export async function updateReview(userId: string, reviewId: string, fields: ReviewFields, now = new Date()): Promise<ReviewDto> {
  const notFound = new AppError('NOT_FOUND', 'meetings.reviewNotFound', { key: 'REVIEW_NOT_FOUND' });
  if (!isUuid(reviewId)) throw notFound;
  const db = await getDb();
  const [existing] = await db
    .select({ meetingId: t.reviews.meetingId })
    .from(t.reviews)
    // A written answer's review is changed on its question (POST questions/{id}/review), not here.
    .where(and(eq(t.reviews.id, reviewId), eq(t.reviews.customerId, userId), isNotNull(t.reviews.meetingId)));
  if (!existing?.meetingId) throw notFound;
  return saveReview(userId, { ...fields, meeting_id: existing.meetingId, _id: reviewId }, now);
}

export async function findMeetingReview(meetingId: string): Promise<ReviewDto | null> {
  const db = await getDb();
  const [row] = await db.select().from(t.reviews).where(eq(t.reviews.meetingId, meetingId));
  return row ? toReviewDto(row) : null;
}
