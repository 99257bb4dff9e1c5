import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { takeDueAt } from '@/features/questions/rules/written-questions';
import { tryMoveQuestion } from './transition';

const PAYMENT = { role: 'PAYMENT' as const, id: null };

/**
 * The question's half of a verified payment event, in processPaymentEvent's transaction after the
 * payment itself moved: paid → WAITING, offered to its lawyer with 48 h to take it (the offer row);
 * failed → a DRAFT again. False when the question no longer waited for this money (the caller refunds).
 */
export async function settleQuestionPayment(
  tx: Db,
  payment: { questionId: string | null },
  outcome: 'paid' | 'failed',
  now = new Date(),
): Promise<boolean> {
  if (!payment.questionId) return false;
  const row = { id: payment.questionId, status: 'PAYMENT_PENDING' as const };
  if (outcome === 'failed') return (await tryMoveQuestion(tx, row, 'payment-failed', PAYMENT)) !== null;
  const [current] = await tx
    .select({ lawyerId: t.writtenQuestions.lawyerId })
    .from(t.writtenQuestions)
    .where(eq(t.writtenQuestions.id, payment.questionId));
  if (!current) return false;
  const moved = await tryMoveQuestion(tx, row, 'paid', PAYMENT, {
    set: { offeredAt: now, takeDueAt: takeDueAt(now) },
    payload: { lawyerId: current.lawyerId },
  });
  if (!moved) return false;
  await tx.insert(t.writtenQuestionOffers).values({ questionId: moved.id, lawyerId: moved.lawyerId, offeredAt: now });
  return true;
}
