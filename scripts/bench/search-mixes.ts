import type { LawyerSearchParams } from '@/lib/dto/search';

/** Typical searches: the home search (area + legal problem, optional region), filters and sorts from the panel. */
export const BENCH_MIXES: LawyerSearchParams[] = [
  {},
  { area_of_practice: 'labor', legal_problem: 8 },
  { area_of_practice: 'civil', legal_problem: 34, region: 'Metro Manila (NCR)' },
  { region: 'cebu-city', language: ['Cebuano'], sort: 'price', sort_direction: 1 },
  { area_of_practice: 'criminal', price_min: 100_000, price_max: 200_000, sort: 'bar_year', sort_direction: -1 },
  { legal_problem: 312, region: 'Bangsamoro (BARMM)', language: ['Tausug'] },
  { area_of_practice: 'corporate', region: 'makati', sort: 'rating', sort_direction: -1 },
  { legal_problem: 4, sort: 'price', sort_direction: -1 },
];
