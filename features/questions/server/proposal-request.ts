import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { QUESTION_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { isUuid } from '@/lib/validation/ids';
import { ANSWERED_STATUSES } from './carry-question';
import { findQuestionAsOrThrow } from './find-question';

const answered = (status: string) => (ANSWERED_STATUSES as readonly string[]).includes(status);

/**
 * Issue 60, "Ask for a proposal (work item)" from the answer: the client asks the lawyer who answered their
 * question to propose a work item. Stamped once (asking again changes nothing and tells nobody again); the
 * lawyer is told after the commit (`question:proposal-requested`, lib/server/runtime/after-commit/handlers/questions.ts)
 * with a link to a proposal prefilled from the question, and may then propose to this client, booked or not
 * (hasBookedLawyer, lib/server/engagements/clients/clients.ts). Only the question's client, once it is answered.
 */
export async function requestProposal(userId: string, questionId: string, now = new Date()): Promise<{ requested_at: string }> {
  const db = await getDb();
  return transactionWithEvents(db, async (tx) => {
    const q = await findQuestionAsOrThrow(userId, questionId, 'CUSTOMER', tx, { forUpdate: true });
    if (!answered(q.status)) throw new AppError('CONFLICT', 'questions.notYourStep', { key: 'INVALID_TRANSITION' });
    if (q.proposalRequestedAt) return { requested_at: q.proposalRequestedAt.toISOString() };
    await tx.update(t.writtenQuestions).set({ proposalRequestedAt: now }).where(eq(t.writtenQuestions.id, q.id));
    await recordEvents(tx, QUESTION_EVENTS, {
      aggregateId: q.id,
      event: 'proposal-requested',
      from: q.status,
      status: q.status,
      actor: { role: 'CUSTOMER', id: userId },
      payload: { lawyerId: q.lawyerId },
    });
    return { requested_at: now.toISOString() };
  });
}

/** When the client asked for a proposal (null: not asked), for the question's client or its lawyer; null for anyone else. */
export async function proposalRequestedAt(userId: string, questionId: string): Promise<Date | null> {
  if (!isUuid(questionId)) return null;
  const q = t.writtenQuestions;
  const [row] = await (
    await getDb()
  )
    .select({ at: q.proposalRequestedAt, customerId: q.customerId, lawyerId: q.lawyerId })
    .from(q)
    .where(eq(q.id, questionId))
    .limit(1);
  return row && (row.customerId === userId || row.lawyerId === userId) ? row.at : null;
}

export type RequestedProposal = { customerId: string; customerName: string; problem: number; wants: string };

/**
 * The proposal page's prefill (`?question=<id>`): a question of this lawyer whose client asked for a proposal.
 * Another lawyer's question, or one without the request, gives nothing.
 */
export async function findRequestedProposal(lawyerId: string, questionId: string): Promise<RequestedProposal | null> {
  if (!isUuid(questionId)) return null;
  const q = t.writtenQuestions;
  const u = t.users;
  const [row] = await (
    await getDb()
  )
    .select({ customerId: q.customerId, first: u.firstName, last: u.lastName, problem: q.problem, wants: q.wants })
    .from(q)
    .innerJoin(u, eq(u.id, q.customerId))
    .where(and(eq(q.id, questionId), eq(q.lawyerId, lawyerId), isNotNull(q.proposalRequestedAt)))
    .limit(1);
  return row ? { customerId: row.customerId, customerName: `${row.first} ${row.last}`, problem: row.problem, wants: row.wants } : null;
}
