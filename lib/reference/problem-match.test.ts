import filipino from '@/messages/fil/problems.json';
import { LEGAL_PROBLEMS, findLegalProblem } from './legal-problems';
import { rankLegalProblems, searchWords } from './problem-match';
import { PROBLEM_SYNONYMS } from './problem-synonyms';

// Issue 56, point 5: the words people type first find their problem first.
const first = (query: string, labels = {}) => rankLegalProblems(LEGAL_PROBLEMS, query, labels)[0];

describe('the synonyms table', () => {
  it('names only problems of the list, each word once', () => {
    const seen = new Map<string, number>();
    for (const [id, { en, fil }] of Object.entries(PROBLEM_SYNONYMS)) {
      expect(findLegalProblem(Number(id))).toBeDefined();
      for (const word of [...en, ...fil]) {
        const words = searchWords(word);
        expect({ word, problem: seen.get(words) ?? Number(id) }).toEqual({ word, problem: Number(id) });
        seen.set(words, Number(id));
      }
    }
  });

  it.each(Object.entries(PROBLEM_SYNONYMS).flatMap(([id, { en, fil }]) => [...en, ...fil].map((word) => [word, Number(id)] as const)))(
    '"%s" finds problem %i first, pre-selected, on either page',
    (word, id) => {
      for (const labels of [{}, filipino]) {
        const match = first(word, labels);
        expect(match.problem._id).toBe(id);
        expect(match.strong).toBe(true);
      }
    },
  );
});

describe('rankLegalProblems', () => {
  it('finds unpaid wages first for "hindi pinasahod", the flow’s own phrase, and in a sentence holding it', () => {
    expect(first('hindi pinasahod').problem._id).toBe(10);
    expect(first('Hindi PINASAHOD', filipino).problem._id).toBe(10);
    expect(first('hindi pinasahod ako ng amo ko').problem._id).toBe(10);
    expect(first('pinasahod').problem._id).toBe(10);
  });

  it('finds special power of attorney first for "SPA", not sexual harassment', () => {
    const ranked = rankLegalProblems(LEGAL_PROBLEMS, 'SPA');
    expect(ranked[0]).toMatchObject({ problem: { _id: 67 }, tier: 0, strong: true });
    const harassment = ranked.find((match) => match.problem._id === 18);
    expect(harassment?.strong ?? false).toBe(false);
  });

  it('finds the issue’s words: VAWC, BPO, "tinanggal sa trabaho", "nakaw", "lupa", "annulment", "sustento"', () => {
    const cases: [string, number][] = [
      ['VAWC', 143],
      ['BPO', 143],
      ['tinanggal sa trabaho', 8],
      ['nakaw', 147],
      ['lupa', 4],
      ['annulment', 34],
      ['sustento', 38],
    ];
    for (const [word, id] of cases) expect([word, first(word).problem._id]).toEqual([word, id]);
  });

  it('finds the money claim (issue 75) in people’s words, on the English and the Filipino page', () => {
    const cases: [string, number][] = [
      ['utang', 53],
      ['ayaw magbayad', 53],
      ['hindi ibinalik ang deposito', 53],
      ['singilin', 53],
      ['pautang', 53],
      ['collect money owed', 53],
      ['small claims', 54],
    ];
    for (const labels of [{}, filipino])
      for (const [word, id] of cases) expect([word, first(word, labels)]).toMatchObject([word, { problem: { _id: id }, strong: true }]);
    // In a sentence too: "ayaw magbayad ng utang ng kapitbahay ko".
    expect(first('ayaw magbayad ng utang ng kapitbahay ko', filipino).problem._id).toBe(53);
  });

  it('puts the label that holds the words before a problem whose synonym is inside them', () => {
    expect(first('tax refund').problem._id).toBe(133);
    // A sentence naming two problems offers both first, strong.
    const both = rankLegalProblems(LEGAL_PROBLEMS, 'tinanggal sa trabaho at hindi pinasahod').slice(0, 2);
    expect(both.map((match) => match.problem._id).sort()).toEqual([10, 8].sort());
    expect(both.every((match) => match.strong)).toBe(true);
  });

  it('marks a weak match weak: words found only inside other words, or in a problem’s notes', () => {
    const spaces = rankLegalProblems(LEGAL_PROBLEMS, 'spaces');
    expect(spaces[0].problem._id).toBe(18);
    expect(spaces.every((match) => !match.strong)).toBe(true);
    // Still typing: "annul" begins the label's word, but is not yet a word of it.
    expect(first('annulm')).toMatchObject({ problem: { _id: 34 }, strong: false });
    expect(rankLegalProblems(LEGAL_PROBLEMS, 'harass').every((match) => !match.strong)).toBe(true);
  });

  it('finds a problem by its label in the language given, and nothing for words of no problem', () => {
    expect(first('kulang na sahod', filipino)).toMatchObject({ problem: { _id: 10 }, tier: 1 });
    expect(rankLegalProblems(LEGAL_PROBLEMS, 'xylophone quartet')).toEqual([]);
    expect(rankLegalProblems(LEGAL_PROBLEMS, '  ')).toEqual([]);
  });
});
