import type { LegalProblem } from '@/lib/reference/legal-problems';

/**
 * Spec §2 home search: /lawyers-online with area_of_practice, legal_problem (the id) and an
 * optional region (a search-region label).
 */
export function buildLawyerSearchUrl(problem: Pick<LegalProblem, '_id' | 'value'>, region?: string | null): string {
  const params = new URLSearchParams({ area_of_practice: problem.value[0], legal_problem: String(problem._id) });
  if (region) params.set('region', region);
  return `/lawyers-online?${params.toString()}`;
}
