import { findLegalProblem } from '@/lib/reference/legal-problems';
import { HOME_PROBLEMS, todaySteps } from './legal-aid-today';

const kinds = (problem?: number) => todaySteps(problem === undefined ? undefined : findLegalProblem(problem)!).map((s) => s.kind);

describe('todaySteps: what to do today, before the free consultation (issue 72 item 5)', () => {
  it('without a problem: the police for a lockout, the barangay, the PAO', () => {
    expect(kinds()).toEqual(['police-lockout', 'barangay', 'pao']);
  });

  it('locked out, or a landlord and tenant dispute: the same three', () => {
    for (const id of HOME_PROBLEMS) {
      expect(findLegalProblem(id)).toBeDefined();
      expect(kinds(id)).toEqual(['police-lockout', 'barangay', 'pao']);
    }
  });

  it('violence at home is never sent to the Lupon: the protection order, the police desk, the PAO (RA 9262 §§14, 30, 33)', () => {
    expect(kinds(143)).toEqual(['barangay-protection-order', 'police-women-and-children-desk', 'pao']);
  });

  it("a worker's problem goes to DOLE's SEnA, not the barangay", () => {
    expect(kinds(2)).toEqual(['dole-sena', 'pao']);
    expect(kinds(10)).toEqual(['dole-sena', 'pao']);
  });

  it('illegal recruitment by an unlicensed recruiter goes to the DMW, not SEnA (RA 8042 §§6, 7 as amended by RA 10022)', () => {
    expect(kinds(167)).toEqual(['dmw-illegal-recruitment', 'pao']);
  });

  it('a money or family-support dispute: the barangay, then the PAO', () => {
    expect(kinds(33)).toEqual(['barangay', 'pao']);
    expect(kinds(38)).toEqual(['barangay', 'pao']);
  });

  it('the accused and a marriage: the PAO', () => {
    expect(kinds(157)).toEqual(['pao']);
    expect(kinds(34)).toEqual(['pao']);
  });

  it('every step names its legal source; the lockout one is marked to be confirmed (*check*)', () => {
    for (const s of [...todaySteps(), ...todaySteps(findLegalProblem(143)!), ...todaySteps(findLegalProblem(2)!)]) {
      expect(s.source.law).not.toBe('');
      expect(s.source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(todaySteps()[0].source).toMatchObject({ section: 'Arts. 536, 539', unverified: true });
    // The PAO is every list's last step: free, whether or not a lawyer here takes the person.
    for (const id of [undefined, 2, 33, 143, 157]) expect(kinds(id).at(-1)).toBe('pao');
  });
});
