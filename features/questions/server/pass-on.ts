import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import type { QuestionActor } from '@/features/questions/rules/question-transitions';
import { QUESTION_LIMITS, takeDueAt } from '@/features/questions/rules/written-questions';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import type { StateActor } from '@/lib/server/platform/outbox/state-move';
import { requestRefunds } from '@/lib/server/payments/refunds/request-refunds';
import { moveQuestion, type QuestionRow } from './transition';

/**
 * The next lawyer for a question passed on: verified and listed (the listing rule), offering written
 * questions, of the problem's field, in search's default order (rating rank, then id: lawyer_search),
 * never one it was offered to before (declined or lapsed), and none once 3 lawyers had it. The next
 * lawyer is offered it at the price the client paid (what they owe does not change with the lawyer).
 */
async function nextLawyer(tx: Db, q: QuestionRow): Promise<string | null> {
  const [{ offered }] = await tx
    .select({ offered: sql<number>`count(*)::int` })
    .from(t.writtenQuestionOffers)
    .where(eq(t.writtenQuestionOffers.questionId, q.id));
  if (offered >= QUESTION_LIMITS.lawyers) return null;
  const area = findLegalProblem(q.problem)?.value[0];
  if (!area) return null;
  const rows = await queryRows<{ user_id: string }>(
    tx,
    sql`
    SELECT lawyer_profiles.user_id FROM lawyer_profiles
      LEFT JOIN lawyer_search s ON s.lawyer_id = lawyer_profiles.user_id
    WHERE ${listedLawyerSql()} AND lawyer_profiles.question_price_centavos IS NOT NULL
      AND lawyer_profiles.areas @> ARRAY[${area}]::text[]
      AND lawyer_profiles.user_id <> ${q.customerId}::uuid
      AND NOT EXISTS (SELECT 1 FROM written_question_offers o WHERE o.question_id = ${q.id}::uuid AND o.lawyer_id = lawyer_profiles.user_id)
    ORDER BY s.rating_rank DESC NULLS LAST, lawyer_profiles.user_id ASC
    LIMIT 1`,
  );
  return rows[0]?.user_id ?? null;
}

/** The question's payment refunded in full through the refund ledger (sent to the provider after the commit). */
export async function refundQuestion(tx: Db, questionId: string, actor: StateActor<QuestionActor>): Promise<string[]> {
  return requestRefunds(tx, and(eq(t.payments.questionId, questionId), eq(t.payments.status, 'PAID'))!, {
    reason: 'QUESTION_NOT_ANSWERED',
    actor: actor.role === 'LAWYER' ? 'LAWYER' : 'SCHEDULER',
    requestedBy: actor.id,
  });
}

/**
 * A declined or lapsed offer, in the caller's transaction with the question locked WAITING: to the next
 * lawyer of the field when the client ticked it and one is free (WAITING again, 48 h anew), else
 * REFUNDED in full. The events tell the next lawyer and the client, or the client of the refund.
 */
export async function passOn(
  tx: Db,
  q: QuestionRow,
  cause: 'decline' | 'lapse',
  actor: StateActor<QuestionActor>,
  now: Date,
): Promise<'moved' | 'refunded'> {
  const next = q.poolOk ? await nextLawyer(tx, q) : null;
  if (next) {
    await moveQuestion(tx, q, cause === 'decline' ? 'decline-moved' : 'lapse-moved', actor, {
      set: { lawyerId: next, offeredAt: now, takeDueAt: takeDueAt(now) },
      payload: { lawyerId: next, previousLawyerId: q.lawyerId },
    });
    await tx.insert(t.writtenQuestionOffers).values({ questionId: q.id, lawyerId: next, offeredAt: now });
    // The payment follows the question: the lawyer who answers is the one paid (payouts' statement).
    await tx
      .update(t.payments)
      .set({ lawyerId: next, updatedAt: sql`now()` })
      .where(eq(t.payments.questionId, q.id));
    return 'moved';
  }
  await moveQuestion(tx, q, cause === 'decline' ? 'decline-refunded' : 'lapse-refunded', actor, {
    set: { closedAt: now },
    payload: { why: cause === 'decline' ? 'declined' : 'lapsed' },
  });
  await refundQuestion(tx, q.id, actor);
  return 'refunded';
}
