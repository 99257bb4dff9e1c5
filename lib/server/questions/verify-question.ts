import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { LetterVerification } from '@/lib/dto/engagement-letter';
import { verificationCodeCandidates, verificationKindOf } from '@/lib/rules/verification-codes';
import { verifyLetterCode } from '@/lib/server/work-items/letters/verify-letter';
import { type LegalAidReportVerification, verifyLegalAidReportCode } from '@/lib/server/legal-aid-hours/verify-report';
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
async function verifyQuestionCode(code: string): Promise<QuestionVerification | null> {
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

export type VerifiedCode =
  | { kind: 'letter'; letter: LetterVerification }
  | { kind: 'question'; question: QuestionVerification }
  | { kind: 'legalAid'; report: LegalAidReportVerification };

/**
 * The one lookup behind /verify-letter/{code}: a code as typed or scanned → the signed letter ("EL-…"),
 * the written answer ("WQ-…") or the legal-aid hours report ("LA-…", issue 61) it names; twelve characters
 * without a prefix are tried as a letter's, then a question's, then a report's. The prefixes keep the
 * tables apart. Null: no such code (or not a code).
 */
export async function lookupVerificationCode(input: string): Promise<{ code: string | null; found: VerifiedCode | null }> {
  const candidates = verificationCodeCandidates(input);
  for (const code of candidates) {
    const kind = verificationKindOf(code);
    if (kind === 'question') {
      const question = await verifyQuestionCode(code);
      if (question) return { code, found: { kind: 'question', question } };
    } else if (kind === 'legalAid') {
      const report = await verifyLegalAidReportCode(code);
      if (report) return { code, found: { kind: 'legalAid', report } };
    } else {
      const letter = await verifyLetterCode(code).catch(() => null);
      if (letter) return { code, found: { kind: 'letter', letter } };
    }
  }
  return { code: candidates[0] ?? null, found: null };
}
