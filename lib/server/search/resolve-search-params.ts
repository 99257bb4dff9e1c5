import 'server-only';
import { isServiceType } from '@/features/services/reference/legal-services';
import { AREA_VALUES } from '@/lib/reference/areas';
import { LANGUAGES } from '@/lib/reference/languages';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { resolveQueryRegion } from '@/lib/reference/regions';
import { AppError } from '@/lib/server/platform/http/errors';
import type { ErrorKey, ErrorParams } from '@/lib/errors/keys';
import type { ResolvedFilters, ResolvedSort } from './search-sql';
import type { LawyerSearchParams } from '@/lib/dto/search';
import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@/lib/config/pages';

const bad = (errorKey: ErrorKey, key: string, params?: ErrorParams) => new AppError('BAD_REQUEST', errorKey, { key, params });

/**
 * Turns search parameters into filters the SQL can trust. The route validates shapes with zod;
 * this also guards server components that call searchLawyers directly with URL values.
 */
export function resolveSearchParams(params: LawyerSearchParams): {
  filters: ResolvedFilters;
  sort: ResolvedSort;
  page: number;
  limit: number;
} {
  const filters: ResolvedFilters = {};
  if (params.area_of_practice !== undefined) {
    if (!AREA_VALUES.includes(params.area_of_practice)) throw bad('search.unknownArea', 'INVALID_AREA');
    filters.area = params.area_of_practice;
  }
  if (params.legal_problem !== undefined) {
    const problem = Number.isInteger(params.legal_problem) ? findLegalProblem(params.legal_problem) : undefined;
    if (!problem) throw bad('search.unknownProblem', 'INVALID_LEGAL_PROBLEM');
    filters.legalProblem = problem._id;
    // "Exact matches first, then the rest of the area": the area is the problem's unless one was chosen.
    filters.area ??= problem.value[0];
  }
  if (params.region !== undefined) {
    const region = resolveQueryRegion(params.region);
    if (region === undefined) throw bad('search.unknownRegion', 'INVALID_REGION');
    if (region) filters.region = region;
  }
  if (params.language?.length) {
    const unknown = params.language.find((l) => !LANGUAGES.includes(l));
    if (unknown !== undefined) throw bad('search.unknownLanguage', 'INVALID_LANGUAGE');
    filters.languages = [...new Set(params.language)].sort();
  }
  for (const [name, value] of [
    ['price_min', params.price_min],
    ['price_max', params.price_max],
  ] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 0 || value > 100_000_000))
      throw bad('search.invalidPrice', 'INVALID_PRICE', { name });
  }
  if (params.price_min !== undefined) filters.priceMin = params.price_min;
  if (params.price_max !== undefined) filters.priceMax = params.price_max;
  if (params.call_type !== undefined) {
    if (params.call_type !== 'video' && params.call_type !== 'phone') throw bad('search.unknownCallType', 'INVALID_CALL_TYPE');
    filters.callType = params.call_type;
  }
  if (params.written !== undefined) {
    if (params.written !== true) throw bad('search.unknownWritten', 'INVALID_WRITTEN');
    filters.written = true;
  }
  if (params.service !== undefined) {
    if (!isServiceType(params.service)) throw bad('services.unknownService', 'INVALID_SERVICE');
    filters.service = params.service;
  }
  const field = params.sort ?? 'rating';
  if (field !== 'rating' && field !== 'price' && field !== 'bar_year') throw bad('search.unknownSort', 'INVALID_SORT');
  // Without a direction: best rated, cheapest, most experienced (bar_year 1, spec §3 pairing).
  const direction = params.sort_direction ?? (field === 'rating' ? -1 : 1);
  if (direction !== 1 && direction !== -1) throw bad('search.unknownDirection', 'INVALID_SORT');
  const page = params.page ?? 0;
  if (!Number.isInteger(page) || page < 0 || page > 10_000) throw bad('search.invalidPage', 'INVALID_PAGE');
  const limit = params.limit ?? SEARCH_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_PAGE_SIZE) throw bad('search.invalidLimit', 'INVALID_LIMIT');
  return { filters, sort: { field, direction }, page, limit };
}
