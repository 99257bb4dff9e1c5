/**
 * Issue 72 item 3: whether a written question's problem lies outside the lawyer's areas, so the ask form warns
 * before the client pays (and offers lawyers who handle it). The server decides with it (findQuestionFit,
 * features/questions/server/question-fit.ts) and sends the fact; the form shows what it is sent.
 */
import type { LegalProblem } from '@/lib/reference/legal-problems';

type FitLawyer = { areas: readonly string[]; legal_problems: readonly number[] };

/**
 * Outside: the lawyer neither lists the problem itself nor works in its area. A lawyer may list a problem of
 * another area (their profile's "legal problems"): they said they handle it, so it is inside.
 */
export function outsideLawyerAreas(lawyer: FitLawyer, problem: Pick<LegalProblem, '_id' | 'value'>): boolean {
  if (lawyer.legal_problems.includes(problem._id)) return false;
  return !problem.value.some((area) => lawyer.areas.includes(area));
}

/** How many lawyers who handle the problem the warning offers instead. */
export const FIT_ALTERNATIVES = 3;
