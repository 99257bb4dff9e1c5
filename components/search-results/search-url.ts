import { AREA_VALUES, type AreaValue } from '@/lib/reference/areas';
import { LANGUAGES } from '@/lib/reference/languages';
import { resolveQueryRegion } from '@/lib/reference/regions';
import { isServiceType } from '@/features/services/reference/legal-services';
import { isSlotHours } from '@/lib/rules/slot-hours';
import type { CallType, LawyerSearchParams, SearchSortField } from '@/lib/dto/search';

// The /lawyers-online URL ⇄ search parameters, in the browser. The server page validates the same
// URL with lib/validation/search (zod) and redirects anything invalid to the clean URL, so here a
// light reading is enough and zod stays out of the page's JavaScript.

const digits = (value: string | null, max: number) =>
  value && /^\d{1,9}$/.test(value) && Number(value) <= max ? Number(value) : undefined;

export function readSearchUrl(params: URLSearchParams): LawyerSearchParams {
  const out: LawyerSearchParams = {};
  const area = params.get('area_of_practice');
  if (area && AREA_VALUES.includes(area as AreaValue)) out.area_of_practice = area as AreaValue;
  const problem = digits(params.get('legal_problem'), 9999);
  if (problem !== undefined) out.legal_problem = problem;
  const region = params.get('region');
  if (region && resolveQueryRegion(region)) out.region = resolveQueryRegion(region);
  const languages = params.getAll('language').filter((l) => LANGUAGES.includes(l));
  if (languages.length) out.language = languages;
  const min = digits(params.get('price_min'), 100_000_000);
  if (min !== undefined) out.price_min = min;
  const max = digits(params.get('price_max'), 100_000_000);
  if (max !== undefined) out.price_max = max;
  const call = params.get('call_type');
  if (call === 'video' || call === 'phone') out.call_type = call as CallType;
  if (params.get('written') === '1') out.written = true;
  const service = params.get('service');
  if (isServiceType(service)) out.service = service;
  const hours = params.get('hours');
  if (isSlotHours(hours)) out.hours = hours;
  const sort = params.get('sort');
  if (sort === 'rating' || sort === 'price' || sort === 'bar_year') out.sort = sort as SearchSortField;
  const direction = params.get('sort_direction');
  if (direction === '1' || direction === '-1') out.sort_direction = Number(direction) as 1 | -1;
  return out;
}

/** Every search filter the URL carries, in the order a shared link writes them (the results page reads the same list). */
export const SEARCH_URL_KEYS: readonly (keyof LawyerSearchParams)[] = [
  'area_of_practice',
  'legal_problem',
  'region',
  'language',
  'price_min',
  'price_max',
  'call_type',
  'written',
  'service',
  'hours',
  'sort',
  'sort_direction',
];

/** A stable query string (same filters → same URL), without paging: a shared link opens page 0. */
export function writeSearchUrl(params: LawyerSearchParams): string {
  const q = new URLSearchParams();
  for (const key of SEARCH_URL_KEYS) {
    const value = params[key];
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => q.append(key, String(v)));
    else if (value === true) q.set(key, '1');
    else q.set(key, String(value));
  }
  const s = q.toString();
  return s ? `/lawyers-online?${s}` : '/lawyers-online';
}
