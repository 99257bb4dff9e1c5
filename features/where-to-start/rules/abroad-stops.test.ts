import {
  completeWhereToStart,
  flowAnswersOf,
  readWhereToStartQuery,
  type WhereToStartQuery,
} from '@/features/where-to-start/validation/where-to-start';
import { abroadStops, asksAbroad, SPA_PROBLEM } from './abroad-stops';
import { firstSteps } from './first-steps';
import { nextQuestion } from './where-to-start-flow';

// Issue 63, item 6: "Where do I start?" from abroad — the flow asks it where it changes the answer, and
// adds the stops a person abroad can take from where they are (features/where-to-start/rules/abroad-stops.ts' sources).

/** The stops from abroad for a complete address, as the answer page computes them. */
function fromAbroad(q: WhereToStartQuery) {
  const complete = completeWhereToStart(q);
  if (!complete) throw new Error('incomplete answers');
  const { triage, problem, abroad } = complete;
  return { abroad: abroadStops({ abroad, matter: triage.matter, problem, otherSide: triage.otherSide }), home: firstSteps(triage) };
}

const WORK: WhereToStartQuery = { m: 'work', s: 'company', me: 'cebu-city', u: 'none', inc: 'unsure' };
const SPA: WhereToStartQuery = { p: SPA_PROBLEM, s: 'person', me: 'makati', them: 'makati', land: 'none', u: 'none', inc: 'unsure' };

describe('"Where do I start?" from abroad', () => {
  it('asks "abroad?" right after what happened, for a work claim or an SPA only', () => {
    expect(nextQuestion(flowAnswersOf({ m: 'work' }))).toBe('abroad');
    expect(nextQuestion(flowAnswersOf({ p: SPA_PROBLEM }))).toBe('abroad');
    expect(nextQuestion(flowAnswersOf({ m: 'work', ab: 'yes' }))).toBe('side');
    // Elsewhere being abroad changes nothing: not asked.
    for (const m of ['money', 'marriage', 'violence', 'support'] as const) expect(nextQuestion(flowAnswersOf({ m }))).not.toBe('abroad');
    expect(asksAbroad('money-or-property', 33)).toBe(false);
    // A work claim is not complete without the answer (an old address asks it).
    expect(completeWhereToStart(WORK)).toBeNull();
    expect(readWhereToStartQuery({ ab: 'maybe' })).toEqual({});
  });

  it('abroad with a claim against a recruiter or employer: the DMW / Migrant Workers Office first, then a lawyer at home', () => {
    const { abroad, home } = fromAbroad({ ...WORK, ab: 'yes' });
    expect(abroad).toEqual(['dmw-mwo', 'lawyer-at-home']);
    // The stops at home stay as they were (DOLE's SEnA).
    expect(home.stops.map((s) => s.kind)).toEqual(['dole-sena']);
    // Against the government: not the DMW's.
    expect(fromAbroad({ ...WORK, s: 'government', ab: 'yes' }).abroad).toEqual(['lawyer-at-home']);
  });

  it('abroad with an SPA: the embassy or consulate (or a notary there and an apostille), then a lawyer at home', () => {
    expect(fromAbroad({ ...SPA, ab: 'yes' }).abroad).toEqual(['consulate-spa', 'lawyer-at-home']);
  });

  it('at home: no stop from abroad, and the answer is the one the rules gave before', () => {
    for (const q of [WORK, SPA]) {
      const { abroad, home } = fromAbroad({ ...q, ab: 'no' });
      expect(abroad).toEqual([]);
      // The stops at home do not turn on the answer.
      expect(home).toEqual(fromAbroad({ ...q, ab: 'yes' }).home);
    }
    expect(abroadStops({ matter: 'employment', problem: 2 })).toEqual([]);
  });
});
