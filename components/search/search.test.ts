import { LEGAL_PROBLEMS } from '@/lib/reference/legal-problems';
import { rankLegalProblems } from '@/lib/reference/problem-match';
import { filterLegalProblems } from './filter-legal-problems';
import { buildLawyerSearchUrl } from './search-url';

const listFor = (query: string) => filterLegalProblems(LEGAL_PROBLEMS, query, rankLegalProblems);
const idsFor = (query: string) => listFor(query).groups.flatMap((g) => g.problems.map((p) => p._id));

describe('home search helpers', () => {
  it('finds the same problems for "annulment", "ANNULMENT" and an accented spelling', () => {
    const plain = idsFor('annulment');
    expect(plain).toContain(34);
    expect(plain.length).toBeGreaterThan(0);
    expect(idsFor('ANNULMENT')).toEqual(plain);
    expect(idsFor('ánnulmént')).toEqual(plain);
    expect(idsFor('  Annulment ')).toEqual(plain);
  });

  it('matches in the value and the additional text, not only the label', () => {
    expect(idsFor('immigration')).toEqual(expect.arrayContaining([7, 307, 317]));
    expect(idsFor('sustento')).toEqual(expect.arrayContaining([38, 39]));
    expect(idsFor('Dasmarinas')).toEqual([]);
  });

  it('keeps the groups in order with Most Common first, and everything for an empty query', () => {
    const { groups, strongFirst } = listFor('');
    expect(strongFirst).toBe(false);
    expect(groups[0].label).toBe('Most Common');
    expect(groups.reduce((n, g) => n + g.problems.length, 0)).toBe(LEGAL_PROBLEMS.length);
  });

  // Issue 56: the list is ranked by the one matcher, and only a strong first match is pre-selected.
  it('puts the problem the words name first, its group first, and pre-selects only a strong match', () => {
    expect(idsFor('SPA')[0]).toBe(67);
    expect(listFor('SPA').groups[0].label).toBe('Civil');
    expect(listFor('SPA').strongFirst).toBe(true);
    expect(idsFor('hindi pinasahod')[0]).toBe(10);
    expect(listFor('hindi pinasahod').strongFirst).toBe(true);
    // Only inside the notes of sexual harassment at work ("Safe Spaces Act"): listed, not pre-selected.
    expect(idsFor('spaces')).toEqual([18]);
    expect(listFor('spaces').strongFirst).toBe(false);
  });

  it('builds the lawyers-online URL with the area, the problem id and the optional region', () => {
    expect(buildLawyerSearchUrl({ _id: 34, value: ['civil'] }, 'Metro Manila (NCR)')).toBe(
      '/lawyers-online?area_of_practice=civil&legal_problem=34&region=Metro+Manila+%28NCR%29',
    );
    expect(buildLawyerSearchUrl({ _id: 8, value: ['labor'] })).toBe('/lawyers-online?area_of_practice=labor&legal_problem=8');
  });
});
