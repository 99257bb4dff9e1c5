import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { QuestionReviewDto } from '@/features/questions/dto/written-question';
import { mayReviewQuestion } from '@/features/questions/rules/written-questions';
import { AppError } from '@/lib/server/platform/http/errors';
import { refreshLawyerRating } from '@/lib/server/lawyers/refresh-lawyer-rating';
import { findQuestionAsOrThrow } from './find-question';

type ReviewFields = { rating: number; comment?: string };

function toQuestionReviewDto(row: typeof t.reviews.$inferSelect): QuestionReviewDto {
  return {
    _id: row.id,
    question_id: row.questionId!,
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * POST questions/{id}/review: the client reviews the answer once it is there (mayReviewQuestion), as
 * they review a meeting — the same stars and words, the same moderation, counted in the lawyer's rating
 * (refreshLawyerRating). A question has one review: a second POST updates it. The lawyer it went to
 * hears 403; anyone else, and an unknown id, 404.
 */
export async function saveQuestionReview(userId: string, questionId: string, input: ReviewFields): Promise<QuestionReviewDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const q = await findQuestionAsOrThrow(userId, questionId, 'CUSTOMER', tx, { forUpdate: true });
    if (!mayReviewQuestion(q.status, 'CUSTOMER'))
      throw new AppError('BAD_REQUEST', 'questions.reviewNotAnswered', { key: 'REVIEW_TOO_EARLY' });
    const comment = input.comment ?? null;
    const [row] = await tx
      .insert(t.reviews)
      .values({ questionId: q.id, customerId: userId, lawyerId: q.lawyerId, rating: input.rating, comment })
      .onConflictDoUpdate({ target: t.reviews.questionId, set: { rating: input.rating, comment, updatedAt: sql`now()` } })
      .returning();
    await refreshLawyerRating(tx, q.lawyerId);
    return toQuestionReviewDto(row);
  });
}

/** The question's review, for its page. */
export async function findQuestionReview(questionId: string): Promise<QuestionReviewDto | null> {
  const db = await getDb();
  const [row] = await db.select().from(t.reviews).where(eq(t.reviews.questionId, questionId));
  return row ? toQuestionReviewDto(row) : null;
}
