import 'server-only';
import type { QuestionFit } from '@/features/questions/dto/written-question';
import { isAreaValue } from '@/lib/reference/areas';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { FIT_ALTERNATIVES, outsideLawyerAreas } from '@/features/questions/rules/question-fit';
import { AppError } from '@/lib/server/platform/http/errors';
import { searchLawyers } from '@/lib/server/search/search-lawyers';
import { isUuid } from '@/lib/validation/ids';
import { offeringLawyerOrThrow } from './drafts';

/**
 * Issue 72 item 3, GET lawyers/{lawyerId}/written-fit?problem=N: before a client pays for a written question,
 * whether its problem lies outside the lawyer's areas (outsideLawyerAreas), and then up to FIT_ALTERNATIVES other
 * listed lawyers who answer in writing and handle it — the search's own answer to "this problem, written answers"
 * (those who list the problem first, then the rest of its area, best rated first), never a list of its own.
 */
export async function findQuestionFit(lawyerId: string, problemId: number): Promise<QuestionFit> {
  if (!isUuid(lawyerId)) throw new AppError('UNPROCESSABLE', 'questions.lawyerNotOffering', { key: 'NOT_OFFERED' });
  const lawyer = await offeringLawyerOrThrow(lawyerId);
  const problem = findLegalProblem(problemId);
  if (!problem) throw new AppError('BAD_REQUEST', 'questions.unknownProblem', { key: 'UNKNOWN_PROBLEM' });
  const outside = outsideLawyerAreas({ areas: lawyer.areas, legal_problems: lawyer.legalProblems }, problem);
  const facts = { outside, area: problem.value[0], lawyer_areas: lawyer.areas.filter(isAreaValue) };
  if (!outside) return { ...facts, lawyers: [] };
  const { results } = await searchLawyers({ legal_problem: problem._id, written: true, limit: FIT_ALTERNATIVES + 1 });
  const lawyers = results
    .filter((r) => r._id !== lawyer.userId && r.question_price !== null)
    .slice(0, FIT_ALTERNATIVES)
    .map((r) => ({
      _id: r._id,
      display_name: r.display_name,
      picture_url: r.picture_url,
      question_price: r.question_price!,
      rating: r.rating,
      review_count: r.review_count,
    }));
  return { ...facts, lawyers };
}
