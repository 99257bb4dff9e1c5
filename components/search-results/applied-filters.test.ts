import { findLegalProblem } from '@/lib/reference/legal-problems';
import type { LawyerSearchResult } from '@/lib/dto/search';
import { appliedFilters } from './applied-filters';
import { fallbackNote } from './fallback-note';

const annulment = findLegalProblem(34)!;

describe('appliedFilters: one chip per filter, each removing only its own', () => {
  it('names every applied filter, the sort left out', () => {
    const chips = appliedFilters(
      {
        area_of_practice: 'civil',
        legal_problem: 34,
        region: 'Metro Manila (NCR)',
        language: ['Tagalog', 'Cebuano'],
        price_min: 50_000,
        price_max: 200_000,
        call_type: 'phone',
        sort: 'price',
        sort_direction: 1,
      },
      annulment,
    );
    expect(chips.map((c) => c.label)).toEqual([
      annulment.label,
      'Metro Manila (NCR)',
      'Tagalog',
      'Cebuano',
      '₱500–₱2,000 for 30 min',
      'Phone call',
    ]);
    // Removing a language keeps the other one and everything else, the sort included.
    expect(chips[2].without).toEqual({
      area_of_practice: 'civil',
      legal_problem: 34,
      region: 'Metro Manila (NCR)',
      language: ['Cebuano'],
      price_min: 50_000,
      price_max: 200_000,
      call_type: 'phone',
      sort: 'price',
      sort_direction: 1,
    });
    expect(chips[4].without).not.toHaveProperty('price_min');
    expect(chips[4].without).not.toHaveProperty('price_max');
  });

  it('lets a problem stand for its area: removing it widens the search to the area, then the area chip removes that', () => {
    const [problem] = appliedFilters({ legal_problem: 34 }, annulment);
    expect(problem.without).toEqual({ area_of_practice: 'civil' });
    const [area] = appliedFilters(problem.without, null);
    expect(area.label).toBe('Civil');
    expect(area.without).toEqual({});
  });

  it('says one-sided fee ranges as such', () => {
    expect(appliedFilters({ price_min: 100_000 }, null)[0].label).toBe('From ₱1,000 for 30 min');
    expect(appliedFilters({ price_max: 100_000 }, null)[0].label).toBe('Up to ₱1,000 for 30 min');
    expect(appliedFilters({ sort: 'rating', sort_direction: -1 }, null)).toEqual([]);
  });
});

describe('fallbackNote: why "Lawyers who handle …" is missing', () => {
  const lawyer = (exactMatch: boolean) => ({ exactMatch }) as LawyerSearchResult;

  it('says nobody lists the problem and who is shown instead', () => {
    expect(fallbackNote([lawyer(false)], { legal_problem: 34, region: 'Metro Manila (NCR)' }, annulment)).toBe(
      `No lawyer in Metro Manila lists ${annulment.label.toLowerCase()} yet. Showing civil law lawyers in Metro Manila instead: they work in the same area of law and may take it on.`,
    );
  });

  it('blames the other filters when they narrowed the search', () => {
    expect(fallbackNote([lawyer(false)], { legal_problem: 34, language: ['Waray'] }, annulment)).toMatch(
      /^No lawyer who matches your other filters lists /,
    );
  });

  it('is silent while someone lists the problem, without a problem, and with no results at all', () => {
    expect(fallbackNote([lawyer(true), lawyer(false)], { legal_problem: 34 }, annulment)).toBeNull();
    expect(fallbackNote([lawyer(false)], {}, null)).toBeNull();
    expect(fallbackNote([], { legal_problem: 34 }, annulment)).toBeNull();
  });
});
