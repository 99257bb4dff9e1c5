import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { moveServiceOrder } from '@/features/services/server/orders/transition';
import type { disputeAnswerSchema } from '@/features/services/validation/service-orders';
import type { z } from 'zod';
import { findServiceDisputeDto } from '@/features/services/server/orders/dispute-view';
import { allowedNow, findOrderForParty, orderNotFound } from './order-facts';

const cannotAnswer = () => new AppError('CONFLICT', 'disputes.answerNotAllowed', { key: 'DISPUTE_NOT_ANSWERABLE' });

/**
 * POST service-orders/{id}/dispute/answer (issue 62): the order's lawyer gives their side, once, while the
 * dispute is open ('answer-dispute': the client and the admins told after the commit). An answer after
 * `answer_by` is still taken — the admin may decide without it, and reads when it came.
 */
export async function answerServiceDispute(userId: string, orderId: string, input: z.infer<typeof disputeAnswerSchema>) {
  const db = await getDb();
  await transactionWithEvents(db, async (tx) => {
    const order = await findOrderForParty(tx, orderId, userId, true);
    if (order.lawyer_id !== userId) throw new AppError('FORBIDDEN', 'common.forbidden', { key: 'FORBIDDEN' });
    if (!order.dispute_id || !allowedNow(order, 'LAWYER').includes('answer-dispute')) throw cannotAnswer();
    const answered = await tx
      .update(t.serviceDisputes)
      .set({ answer: input.text, answeredAt: sql`now()` })
      .where(and(eq(t.serviceDisputes.id, order.dispute_id), isNull(t.serviceDisputes.answeredAt), isNull(t.serviceDisputes.decidedAt)))
      .returning({ id: t.serviceDisputes.id });
    if (!answered.length) throw cannotAnswer();
    await moveServiceOrder(tx, order, 'answer-dispute', { role: 'LAWYER', id: userId }, { payload: { disputeId: order.dispute_id } });
  });
  const dto = await findServiceDisputeDto(db, orderId);
  if (!dto) throw orderNotFound();
  return dto;
}
