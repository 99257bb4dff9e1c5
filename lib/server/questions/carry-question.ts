import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { isUuid } from '@/lib/validation/ids';

/** The statuses in which the client has the lawyer's answer: "Book a call with this lawyer" is offered from them. */
export const ANSWERED_STATUSES = ['ANSWERED', 'FOLLOW_UP', 'CLOSED'] as const;

export type CarriedQuestion = { id: string; problem: number; facts: string; wants: string };

/**
 * Issue 60: a client's own answered question to this lawyer, carried into a booking with them. The booking
 * page resolves `?question=<id>` here, on the server, for the signed-in client: another person's question,
 * one to another lawyer, or one not answered yet carries nothing (the booking goes on empty, and says
 * nothing of whether the id exists, CPRA §32). The words come from the stored question, never the URL.
 */
export async function findCarriedQuestion(customerId: string, questionId: string, lawyerId: string): Promise<CarriedQuestion | null> {
  if (!isUuid(questionId) || !isUuid(lawyerId)) return null;
  const q = t.writtenQuestions;
  const [row] = await (
    await getDb()
  )
    .select({ id: q.id, problem: q.problem, facts: q.facts, wants: q.wants })
    .from(q)
    .where(and(eq(q.id, questionId), eq(q.customerId, customerId), eq(q.lawyerId, lawyerId), inArray(q.status, [...ANSWERED_STATUSES])))
    .limit(1);
  return row ?? null;
}
