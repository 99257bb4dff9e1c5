import 'server-only';
import { and, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import type { QuestionParty } from '@/features/questions/rules/question-transitions';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import type { QuestionRow } from './transition';

export type PartyQuestion = QuestionRow & { role: QuestionParty };

const questionNotFound = () => new AppError('NOT_FOUND', 'questions.notFound', { key: 'QUESTION_NOT_FOUND' });

/**
 * The questions this user is a party to: their own as the client, or the ones offered to them as the
 * lawyer once paid — not one they declined (it went on to another lawyer, or was refunded). One they
 * let lapse stays readable while it is theirs, so a late "take" hears 409 (too late), not 404.
 */
export function partyQuestionsSql(userId: string): SQL {
  const q = t.writtenQuestions;
  const o = t.writtenQuestionOffers;
  const letGo = sql`EXISTS (SELECT 1 FROM ${o} WHERE ${o.questionId} = ${q.id} AND ${o.lawyerId} = ${userId} AND ${o.outcome} = 'declined')`;
  return or(eq(q.customerId, userId), and(eq(q.lawyerId, userId), notInArray(q.status, ['DRAFT', 'PAYMENT_PENDING']), sql`NOT ${letGo}`))!;
}

/**
 * The question if this user is its client, or the lawyer it is offered to now (once paid: a draft and
 * its checkout are the client's own). A lawyer who declined it or whose offer lapsed to another, anyone else, and an id
 * that does not exist all get the same 404 (CPRA §32: not even that the question exists). `forUpdate`
 * locks the row for the caller's transaction.
 */
export async function findPartyQuestionOrThrow(
  userId: string,
  questionId: string,
  db?: Db,
  options: { forUpdate?: boolean } = {},
): Promise<PartyQuestion> {
  if (!isUuid(questionId)) throw questionNotFound();
  const conn = db ?? (await getDb());
  const q = t.writtenQuestions;
  const query = conn
    .select()
    .from(q)
    .where(and(eq(q.id, questionId), partyQuestionsSql(userId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw questionNotFound();
  return { ...row, role: row.customerId === userId ? 'CUSTOMER' : 'LAWYER' };
}

/** The same, for the one side a step is for: the other side gets 403 (it may see the question, not do this). */
export async function findQuestionAsOrThrow(
  userId: string,
  questionId: string,
  role: QuestionParty,
  db?: Db,
  options: { forUpdate?: boolean } = {},
): Promise<PartyQuestion> {
  const row = await findPartyQuestionOrThrow(userId, questionId, db, options);
  if (row.role !== role)
    throw new AppError('FORBIDDEN', 'common.notYoursToChange', { key: 'NOT_ALLOWED', params: { aggregate: 'question' } });
  return row;
}
