import 'server-only';
import { and, eq, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb, tables as t } from '@/lib/db';
import type { QuestionEvent, QuestionStatus } from '@/features/questions/rules/question-transitions';
import { passOn, refundQuestion } from './pass-on';
import { tryMoveQuestion } from './transition';

const SYSTEM = { role: 'SYSTEM' as const, id: null };
const BATCH = 50;

/**
 * The scheduler's pass over written questions' clocks (runSchedulerTick), each question in its own
 * transaction, re-read and locked there so a lawyer's step at the same moment wins or loses cleanly:
 * - an offer not taken within 48 h lapses: to another lawyer of the field (the client's tick), else refunded;
 * - taken and not answered within 48 h: refunded in full (an answer after that is refused) — a paid one only: a
 *   free legal-aid question has no payment to refund (the legal-aid desk's clock puts it back in its queue);
 * - a follow-up not answered within 48 h: CLOSED without a refund — the question itself was answered,
 *   and the follow-up is part of the one service paid for (issue 60's choice, documented here);
 * - 72 h after the answer with no follow-up: CLOSED.
 */
export async function sweepQuestions(options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const q = t.writtenQuestions;
  const due = async (status: QuestionStatus, column: PgColumn, also?: SQL) =>
    db
      .select({ id: q.id })
      .from(q)
      .where(and(eq(q.status, status), lte(column, now), also))
      .orderBy(column)
      .limit(BATCH);
  let moved = 0;

  for (const { id } of await due('WAITING', q.takeDueAt)) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(q)
        .where(and(eq(q.id, id), eq(q.status, 'WAITING'), lte(q.takeDueAt, now)))
        .for('update');
      if (!row) return;
      await tx
        .update(t.writtenQuestionOffers)
        .set({ outcome: 'lapsed', decidedAt: now })
        .where(and(eq(t.writtenQuestionOffers.questionId, id), eq(t.writtenQuestionOffers.lawyerId, row.lawyerId)));
      await passOn(tx, row, 'lapse', SYSTEM, now);
      moved += 1;
    });
  }

  // Only paid questions are refunded: a free legal-aid question (no price, no payment, issue 61) whose answer time
  // lapses goes back to the desk's queue by the desk's own clock (features/legal-aid/server/desk-clock.ts).
  for (const { id } of await due('TAKEN', q.answerDueAt, isNotNull(q.priceCentavos))) {
    await db.transaction(async (tx) => {
      const row = await tryMoveQuestion(tx, { id, status: 'TAKEN' }, 'answer-overdue', SYSTEM, {
        set: { closedAt: now },
        where: and(lte(q.answerDueAt, now), isNotNull(q.priceCentavos)),
        payload: { why: 'unanswered' },
      });
      if (!row) return;
      await refundQuestion(tx, id, SYSTEM);
      moved += 1;
    });
  }

  const closing: [QuestionStatus, PgColumn, QuestionEvent][] = [
    ['FOLLOW_UP', q.answerDueAt, 'follow-up-overdue'],
    ['ANSWERED', q.followUpDueAt, 'close'],
  ];
  for (const [status, column, event] of closing) {
    for (const { id } of await due(status, column)) {
      const row = await db.transaction((tx) =>
        tryMoveQuestion(tx, { id, status }, event, SYSTEM, { set: { closedAt: now }, where: lte(column, now) }),
      );
      if (row) moved += 1;
    }
  }
  return moved;
}
