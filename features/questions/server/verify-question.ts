import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { answeringLawyer } from './question-pdf';

/**
 * What anyone holding a written answer's code may learn (CPRA §32: a consultation is confidential):
 * that a lawyer answered in writing, who (the roll number only while verified), when, and the legal
 * problem's id — never the client, the facts, the question or the answer.
 */
export type QuestionVerification = {
  code: string;
  lawyer_name: string;
  roll_number: string | null;
  answered_at: string;
  problem: number;
};

/** The answered question a code names, or null. */
export async function verifyQuestionCode(code: string): Promise<QuestionVerification | null> {
  const db = await getDb();
  const q = t.writtenQuestions;
  const [row] = await db
    .select({ code: q.verificationCode, lawyerId: q.lawyerId, answeredAt: q.answeredAt, problem: q.problem })
    .from(q)
    .where(and(eq(q.verificationCode, code), isNotNull(q.answeredAt)))
    .limit(1);
  if (!row?.code || !row.answeredAt) return null;
  const lawyer = await answeringLawyer(row.lawyerId);
  return {
    code: row.code,
    lawyer_name: lawyer.name,
    roll_number: lawyer.roll,
    answered_at: row.answeredAt.toISOString(),
    problem: row.problem,
  };
}
