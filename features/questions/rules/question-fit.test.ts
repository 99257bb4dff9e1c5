import { findLegalProblem } from '@/lib/reference/legal-problems';
import { outsideLawyerAreas } from './question-fit';

// Issue 72 item 3: "unpaid wages" asked of a lawyer of civil and election law was taken and paid without a word.
const problem = (id: number) => findLegalProblem(id)!;
const UNPAID_WAGES = problem(10);
const ANNULMENT = problem(34);

describe('outsideLawyerAreas', () => {
  it('a labor problem is outside the areas of a lawyer of civil and election law', () => {
    expect(UNPAID_WAGES.value).toEqual(['labor']);
    expect(outsideLawyerAreas({ areas: ['civil', 'election'], legal_problems: [34] }, UNPAID_WAGES)).toBe(true);
  });

  it('a problem of one of the lawyer’s areas is inside, listed or not', () => {
    expect(outsideLawyerAreas({ areas: ['civil', 'election'], legal_problems: [] }, ANNULMENT)).toBe(false);
    expect(outsideLawyerAreas({ areas: ['labor'], legal_problems: [10] }, UNPAID_WAGES)).toBe(false);
  });

  it('a problem the lawyer lists is inside even when its area is not theirs', () => {
    expect(outsideLawyerAreas({ areas: ['labor'], legal_problems: [34] }, ANNULMENT)).toBe(false);
  });

  it('a lawyer with no areas handles nothing they did not list', () => {
    expect(outsideLawyerAreas({ areas: [], legal_problems: [] }, ANNULMENT)).toBe(true);
  });
});
