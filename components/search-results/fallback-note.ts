import { findAreaBySlug } from '@/lib/reference/areas';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import type { LawyerSearchParams, LawyerSearchResult } from '@/lib/dto/search';

/** "Metro Manila (NCR)" → "Metro Manila": a region as a sentence says it. */
const placeOf = (region: string) => region.replace(/\s*\([^)]*\)\s*$/, '');

/**
 * Why the "Lawyers who handle …" group is missing when nobody lists the problem (issue 45: it vanished
 * without a word): who is shown instead. Null while the problem has matches or is not chosen.
 */
export function fallbackNote(
  lawyers: LawyerSearchResult[],
  params: LawyerSearchParams,
  problem: LegalProblem | null | undefined,
): string | null {
  if (params.legal_problem === undefined || lawyers.length === 0 || lawyers.some((l) => l.exactMatch)) return null;
  const area = findAreaBySlug(params.area_of_practice ?? problem?.value[0] ?? '');
  const what = problem ? problem.label.toLowerCase() : 'this legal issue';
  const where = params.region ? ` in ${placeOf(params.region)}` : '';
  const who = area ? area.seoTitle.toLowerCase() : 'lawyers';
  // With a language, fee or call type chosen too, others may list it: say so rather than "no lawyer".
  const narrowed = Boolean(params.language?.length || params.price_min !== undefined || params.price_max !== undefined || params.call_type);
  const nobody = narrowed ? `No lawyer${where} who matches your other filters lists ${what} yet.` : `No lawyer${where} lists ${what} yet.`;
  return `${nobody} Showing ${who}${where} instead: they work in the same area of law and may take it on.`;
}
