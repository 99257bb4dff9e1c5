import compile from 'icu-minify/compile';
import { findLegalProblem, LEGAL_PROBLEMS, matchesLegalProblemIn } from '@/lib/reference/legal-problems';
import { problemInText, problemLabel } from '@/lib/reference/problem-label';
import { CATALOGUES } from './messages';
import { problemLabelsFor } from './problem-labels';

// Issue 40: every legal problem's label in both languages, in the `problems` catalogue keyed by _id.
const ids = LEGAL_PROBLEMS.map((p) => String(p._id)).sort();
const wages = findLegalProblem(10)!;

describe('the problems catalogue', () => {
  it('names every problem of the reference list in both languages, and nothing else', () => {
    expect(Object.keys(CATALOGUES.en.problems).sort()).toEqual(ids);
    expect(Object.keys(CATALOGUES.fil.problems).sort()).toEqual(ids);
  });

  it('is the reference labels letter for letter in English, so the two cannot drift', () => {
    for (const problem of LEGAL_PROBLEMS) expect([problem._id, problemLabelsFor('en')[problem._id]]).toEqual([problem._id, problem.label]);
  });

  it('writes every label in Filipino, none the English again', () => {
    const fil = problemLabelsFor('fil');
    expect(LEGAL_PROBLEMS.filter((p) => fil[p._id] === p.label).map((p) => p.label)).toEqual([]);
    // The eight Most Common ones, moved from the search namespace, read as before.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((id) => fil[id])).toEqual([
      'Problema sa pamilya',
      'Personal na problema',
      'Problema sa trabaho',
      'Problema sa negosyo',
      'Problema sa lupa',
      'Problema sa buwis',
      'Kasong kriminal',
      'Problema sa imigrasyon',
    ]);
  });

  it('holds plain text: compiled for a page’s client islands, a label stays the same string', () => {
    for (const locale of ['en', 'fil'] as const)
      for (const [id, label] of Object.entries(problemLabelsFor(locale))) expect([id, compile(label)]).toEqual([id, label]);
  });
});

describe('problemLabel: one rule on the server and in the browser', () => {
  it('names a problem in the page’s language, the reference label without one', () => {
    expect(problemLabel(problemLabelsFor('fil'), wages)).toBe('Hindi nabayarang sahod o kulang na sahod');
    expect(problemLabel(problemLabelsFor('en'), wages)).toBe('Unpaid wages or underpayment');
    expect(problemLabel({}, wages)).toBe('Unpaid wages or underpayment');
    expect(problemInText(problemLabelsFor('fil'), findLegalProblem(34)!)).toBe(
      'annulment o declaration of nullity (pagpapawalang-bisa ng kasal)',
    );
    // In a sentence: lower case, acronyms kept.
    expect(problemInText(problemLabelsFor('fil'), findLegalProblem(20)!)).toBe('hindi ini-remit na hulog sa SSS, PhilHealth at Pag-IBIG');
    expect(problemInText(problemLabelsFor('en'), findLegalProblem(22)!)).toBe('filing a labor complaint (SEnA, DOLE or NLRC)');
    expect(problemInText({}, findLegalProblem(88)!)).toBe('maceda law (installment buyers)');
  });

  it('finds a problem by its Filipino label on a Filipino page, and by its English words still', () => {
    const found = (query: string, locale: 'en' | 'fil') =>
      LEGAL_PROBLEMS.filter((p) => matchesLegalProblemIn(p, query, problemLabelsFor(locale))).map((p) => p._id);
    expect(found('kulang na sahod', 'fil')).toContain(10);
    expect(found('Kulang na SAHOD', 'fil')).toContain(10);
    expect(found('kulang na sahod', 'en')).not.toContain(10);
    expect(found('underpayment', 'fil')).toContain(10);
    expect(found('pagpapawalang-bisa', 'fil')).toContain(34);
    expect(found('talbog na tseke', 'fil')).toEqual([142]);
  });
});
