import 'server-only';
import type { LetterVerification } from '@/lib/dto/engagement-letter';
import { verificationCodeCandidates, verificationKindOf } from '@/lib/rules/verification-codes';
import { type LegalAidReportVerification, verifyLegalAidReportCode } from '@/features/legal-aid/server/hours/verify-report';
import { type QuestionVerification, verifyQuestionCode } from '@/features/questions/server/verify-question';
import { verifyLetterCode } from '@/lib/server/work-items/letters/verify-letter';

// Above the three kinds of printed code it reads (a letter, a written answer, an hours report): each
// kind's own lookup stays in its domain, and none of them imports another's.

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
