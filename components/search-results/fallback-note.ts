import { areaLawyers, type Text } from '@/components/search/names';
import { findAreaBySlug } from '@/lib/reference/areas';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import { problemInText, type ProblemLabels } from '@/lib/reference/problem-label';
import type { LawyerSearchParams, LawyerSearchResult } from '@/lib/dto/search';

/** "Metro Manila (NCR)" → "Metro Manila": a region as a sentence says it. */
const placeOf = (region: string) => region.replace(/\s*\([^)]*\)\s*$/, '');

/**
 * Why the "Lawyers who handle …" group is missing when nobody lists the problem (issue 45: it vanished
 * without a word): who is shown instead. Null while the problem has matches or is not chosen.
 * `t`: the `search` namespace; `labels`: the problems' labels in the same language.
 */
export function fallbackNote(
  lawyers: LawyerSearchResult[],
  params: LawyerSearchParams,
  problem: LegalProblem | null | undefined,
  t: Text,
  labels: ProblemLabels,
): string | null {
  if (params.legal_problem === undefined || lawyers.length === 0 || lawyers.some((l) => l.exactMatch)) return null;
  const area = findAreaBySlug(params.area_of_practice ?? problem?.value[0] ?? '');
  const what = problem ? problemInText(labels, problem) : t('fallback.thisIssue');
  const place = params.region ? placeOf(params.region) : undefined;
  const who = area ? areaLawyers(t, area.slug) : t('fallback.lawyers');
  // With a language, fee or call type chosen too, others may list it: say so rather than "no lawyer".
  const narrowed = Boolean(params.language?.length || params.price_min !== undefined || params.price_max !== undefined || params.call_type);
  const nobody = t(`fallback.${narrowed ? 'narrowed' : 'nobody'}${place ? 'In' : ''}`, { what, ...(place ? { place } : {}) });
  return `${nobody} ${t(place ? 'fallback.showingIn' : 'fallback.showing', { who, ...(place ? { place } : {}) })}`;
}
