import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { findBookingOptions } from '@/lib/server/meetings/find-booking-options';
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

/**
 * "Book a call with this lawyer" once the client has the answer (issue 60): the lawyer's first free time,
 * with `?question=` for the booking page to carry the question (it reads it again, for this client only);
 * no free time in the next 14 days: the lawyer's profile and calendar.
 */
export async function bookingWithQuestion(question: { _id: string; status: string; lawyer: { _id: string } }, userId: string, now: Date) {
  if (!(ANSWERED_STATUSES as readonly string[]).includes(question.status)) return undefined;
  const options = await findBookingOptions(question.lawyer._id, now, userId);
  if (!options) return undefined;
  const duration = options.prices[30] !== undefined && options.slots[30].length ? 30 : options.prices[60] !== undefined ? 60 : null;
  const start = duration ? options.slots[duration][0] : undefined;
  if (!duration || !start) return `/lawyer/${question.lawyer._id}`;
  return `/book/${question.lawyer._id}/${start}?${new URLSearchParams({ duration: String(duration), question: question._id })}`;
}
