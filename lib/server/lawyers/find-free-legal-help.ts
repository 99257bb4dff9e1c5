import 'server-only';
import { findFreeLegalHelp, PAO_TESTS } from '@/lib/reference/free-legal-help';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { resolveQueryRegion } from '@/lib/reference/regions';
import type { FreeLegalHelpQueryInput } from '@/lib/validation/search';
import type { FreeLegalHelpResponse } from '@/lib/dto/free-legal-help';

/** The free legal help directory filtered by region and legal problem (its area). */
export function searchFreeLegalHelp(query: FreeLegalHelpQueryInput): FreeLegalHelpResponse {
  const area = query.legal_problem !== undefined ? findLegalProblem(query.legal_problem)?.value[0] : query.area_of_practice;
  const region = query.region ? resolveQueryRegion(query.region) || undefined : undefined;
  const results = findFreeLegalHelp({ region, area, kind: query.kind, q: query.q });
  return { results, total: results.length, pao_tests: PAO_TESTS };
}
