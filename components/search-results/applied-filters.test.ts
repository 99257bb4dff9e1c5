import { findLegalProblem } from '@/lib/reference/legal-problems';
import type { LawyerSearchParams, LawyerSearchResult } from '@/lib/dto/search';
import { asText } from '@/components/search/names';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { translator } from '@/lib/i18n/translator';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import { appliedFilters as chipsIn } from './applied-filters';
import { fallbackNote as noteIn } from './fallback-note';

const annulment = findLegalProblem(34)!;
const en = asText(translator('en', 'search'));
const fil = asText(translator('fil', 'search'));
const [enLabels, filLabels] = [problemLabelsFor('en'), problemLabelsFor('fil')];
const appliedFilters = (params: LawyerSearchParams, problem: LegalProblem | null) => chipsIn(params, problem, en, enLabels);
const fallbackNote = (lawyers: LawyerSearchResult[], params: LawyerSearchParams, problem: LegalProblem | null) =>
  noteIn(lawyers, params, problem, en, enLabels);

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
      'Audio call (online)',
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

describe('in Filipino (issue 40)', () => {
  it('names the chips and the note in Filipino, the region and the legal term of art as they are', () => {
    const chips = chipsIn(
      { legal_problem: 0, region: 'Metro Manila (NCR)', price_max: 100_000, call_type: 'phone' },
      findLegalProblem(0)!,
      fil,
      filLabels,
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Problema sa pamilya',
      'Metro Manila (NCR)',
      'Hanggang ₱1,000 sa 30 min',
      'Tawag na boses lang (online)',
    ]);
    expect(chipsIn({ area_of_practice: 'taxation' }, null, fil, filLabels)[0].label).toBe('Buwis');
    // Every problem's label is Filipino on a Filipino page (the term of art kept, glossed), not only the Most Common eight.
    expect(chipsIn({ legal_problem: 34 }, annulment, fil, filLabels)[0].label).toBe(
      'Annulment o declaration of nullity (pagpapawalang-bisa ng kasal)',
    );
    expect(
      noteIn([{ exactMatch: false } as LawyerSearchResult], { legal_problem: 34, region: 'Metro Manila (NCR)' }, annulment, fil, filLabels),
    ).toBe(
      'Wala pang abogado sa Metro Manila na naglista ng annulment o declaration of nullity (pagpapawalang-bisa ng kasal) sa mga kasong hinahawakan niya. Kaya ipinapakita namin ang mga abogado para sa kasong sibil sa Metro Manila: pareho ang larangan nila ng batas at baka tanggapin nila ang kaso mo.',
    );
  });
});
