import { officesFor, STOP_BRING } from '@/lib/reference/first-stops';
import { LEGAL_PROBLEMS } from '@/lib/reference/legal-problems';
import { rankLegalProblems } from '@/lib/reference/problem-match';
import { LAND_CODES } from '@/features/where-to-start/reference/where-to-start-words';
import { findWhereToStartPlace, WHERE_TO_START_PLACES } from '@/features/where-to-start/reference/where-to-start-places';
import {
  flowAnswersOf,
  readWhereToStartQuery,
  whereToStartHref,
  type WhereToStartQuery,
} from '@/features/where-to-start/validation/where-to-start';
import { abroadStops } from './abroad-stops';
import { firstSteps } from './first-steps';
import { ILLEGAL_RECRUITMENT_PROBLEM, nextQuestion, offersUrgency, toWhereToStartAnswers } from './where-to-start-flow';

/** The questions asked, in order, answering each from `given` until the flow has its answer. */
function walk(given: WhereToStartQuery): string[] {
  const q: WhereToStartQuery = {};
  const asked: string[] = [];
  const fieldOf = {
    matter: given.m !== undefined ? 'm' : 'p',
    abroad: 'ab',
    side: 's',
    me: 'me',
    them: 'them',
    same: 'same',
    adjoin: 'adj',
    land: 'land',
    urgency: 'u',
    income: 'inc',
  } as const;
  for (let question = nextQuestion(flowAnswersOf(q)); question; question = nextQuestion(flowAnswersOf(q))) {
    asked.push(question);
    const field = fieldOf[question];
    if (given[field] === undefined) throw new Error(`asked ${question} (${field}), which the case does not answer`);
    Object.assign(q, { [field]: given[field] });
    if (asked.length > 10) throw new Error('more than ten questions');
  }
  return asked;
}

describe('"Where do I start?": the questions asked', () => {
  it.each<[string, WhereToStartQuery, string[]]>([
    [
      'unpaid wages (a problem of the list), Cebu City',
      { p: 10, ab: 'no', s: 'company', me: 'cebu-city', u: 'none', inc: 'unsure' },
      ['matter', 'abroad', 'side', 'me', 'urgency', 'income'],
    ],
    [
      'issue 63: an SPA (a problem of the list) asks whether the person is abroad',
      { p: 67, ab: 'yes', s: 'person', me: 'makati', them: 'makati', land: 'none', u: 'none', inc: 'unsure' },
      ['matter', 'abroad', 'side', 'me', 'them', 'land', 'urgency', 'income'],
    ],
    [
      'a debt between neighbours: where the other side lives matters, and whether land is involved',
      { m: 'money', s: 'person', me: 'makati', them: 'makati', land: 'none', u: 'none', inc: 'no' },
      ['matter', 'side', 'me', 'them', 'land', 'urgency', 'income'],
    ],
    [
      'issue 56: both in a town the list does not name — asked whether it is the same one',
      {
        m: 'money',
        s: 'person',
        me: 'other-town-bicol-region',
        them: 'other-town-bicol-region',
        same: 'yes',
        land: 'none',
        u: 'none',
        inc: 'no',
      },
      ['matter', 'side', 'me', 'them', 'same', 'land', 'urgency', 'income'],
    ],
    [
      'issue 56: not the same town — asked whether their barangays adjoin; not adjoining, no land question',
      {
        m: 'money',
        s: 'person',
        me: 'other-town-bicol-region',
        them: 'other-town-bicol-region',
        same: 'no',
        adj: 'no',
        u: 'none',
        inc: 'no',
      },
      ['matter', 'side', 'me', 'them', 'same', 'adjoin', 'urgency', 'income'],
    ],
    [
      'two listed towns: the list tells they differ, so only whether the barangays adjoin',
      { m: 'money', s: 'person', me: 'naga', them: 'legazpi', adj: 'yes', land: 'here', u: 'none', inc: 'no' },
      ['matter', 'side', 'me', 'them', 'adjoin', 'land', 'urgency', 'income'],
    ],
    [
      'an unlisted town and a listed one are two towns: not asked whether the same',
      { m: 'support', s: 'person', me: 'other-town-bicol-region', them: 'naga', adj: 'no', u: 'none', inc: 'no' },
      ['matter', 'side', 'me', 'them', 'adjoin', 'urgency', 'income'],
    ],
    [
      'violence at home: no "who", no income (PAO presumed)',
      { m: 'violence', me: 'quezon-city', u: 'in-danger' },
      ['matter', 'me', 'urgency'],
    ],
    ['arrested or accused: no "who", no income', { m: 'accused', me: 'davao-city', u: 'detained' }, ['matter', 'me', 'urgency']],
    [
      'a serious crime by a person: the barangay cannot apply, so not where they live',
      { m: 'crime-serious', s: 'person', me: 'baguio', u: 'none', inc: 'yes' },
      ['matter', 'side', 'me', 'urgency', 'income'],
    ],
    [
      'a company as the other side of a money dispute: not where it is',
      { m: 'money', s: 'company', me: 'naga', u: 'landlord-or-employer', inc: 'yes' },
      ['matter', 'side', 'me', 'urgency', 'income'],
    ],
  ])('%s', (_name, given, asked) => {
    expect(walk(given)).toEqual(asked);
  });

  it('gives the answer the rules give: unpaid wages in Cebu City → DOLE SEnA first', () => {
    const answers = toWhereToStartAnswers(flowAnswersOf({ p: 10, s: 'company', me: 'cebu-city', u: 'none', inc: 'unsure' }))!;
    expect(answers).toMatchObject({ matter: 'employment', otherSide: 'company', incomeWithinCeiling: undefined });
    const result = firstSteps(answers);
    expect(result.stops.map((s) => s.kind)).toEqual(['dole-sena']);
    expect(result.notes).toEqual(['no-barangay-employment', 'pao-income-unknown']);
  });

  it('reads a yes or no about income against the ceiling of the place, never a figure', () => {
    const yes = firstSteps(toWhereToStartAnswers(flowAnswersOf({ m: 'money', s: 'company', me: 'legazpi', u: 'none', inc: 'yes' }))!);
    const no = firstSteps(toWhereToStartAnswers(flowAnswersOf({ m: 'money', s: 'company', me: 'legazpi', u: 'none', inc: 'no' }))!);
    expect([yes.pao, no.pao]).toEqual(['eligible', 'over-ceiling']);
    expect(whereToStartHref({ m: 'money', inc: 'yes' })).toBe('/where-to-start?m=money&inc=yes');
  });

  it('two people in a town we do not list: the barangay first when they say it is the same town (issue 56)', () => {
    const unlisted = {
      m: 'money',
      s: 'person',
      me: 'other-town-bicol-region',
      them: 'other-town-bicol-region',
      u: 'none',
      inc: 'no',
    } as const;
    const answer = (q: WhereToStartQuery) => firstSteps(toWhereToStartAnswers(flowAnswersOf(q))!);
    expect(answer({ ...unlisted, same: 'yes', land: 'none' }).stops.map((s) => s.kind)).toEqual(['barangay']);
    expect(answer({ ...unlisted, same: 'no', adj: 'no' }).notes).toContain('no-barangay-different-towns');
    const same = answer({ m: 'money', s: 'person', me: 'naga', them: 'naga', land: 'none', u: 'none', inc: 'no' });
    expect(same.stops.map((s) => s.kind)).toEqual(['barangay']);
  });
});

// Issue 72, item 11: three answers the law did not support, measured from outside — each from the flow's own
// address, as a person's taps make it.
describe('issue 72: the first step where the law says otherwise', () => {
  const answer = (q: WhereToStartQuery) => firstSteps(toWhereToStartAnswers(flowAnswersOf(q))!);
  const kinds = (q: WhereToStartQuery) => answer(q).stops.map((s) => s.kind);
  const neighbours = { m: 'money', s: 'person', me: 'naga', them: 'naga', inc: 'no' } as const;

  it('RA 7160 §412(b)(3): a dispute of one town that needs a court order now goes straight to court — offered for a money or property dispute', () => {
    expect(walk({ ...neighbours, land: 'here', u: 'court-order' })).toEqual(['matter', 'side', 'me', 'them', 'land', 'urgency', 'income']);
    expect(kinds({ ...neighbours, land: 'here', u: 'court-order' })).toEqual([]);
    expect(answer({ ...neighbours, land: 'none', u: 'court-order' }).notes).toEqual(['no-barangay-court-order', 'pao-income-over']);
    // Before: the barangay first, the only way past it being support.
    expect(kinds({ ...neighbours, land: 'none', u: 'none' })).toEqual(['barangay']);
    // The choice where it changes the answer; a worker, an accused or a victim of violence is not offered it.
    expect(offersUrgency('money-or-property', 'court-order')).toBe(true);
    for (const matter of ['employment', 'violence-at-home', 'accused-of-crime', 'illegal-recruitment', 'family-support'] as const) {
      expect([matter, offersUrgency(matter, 'court-order')]).toEqual([matter, false]);
      expect(offersUrgency(matter, 'none')).toBe(true);
    }
  });

  it('RA 8042 §6 as amended by RA 10022: illegal recruitment is a crime for the DMW and the prosecutor, not SEnA and "your employer"', () => {
    // By the matter picked, and by the legal problem typed ("illegal recruitment" finds it first).
    const home = { ab: 'no', me: 'cebu-city', u: 'none', inc: 'unsure' } as const;
    expect(walk({ m: 'recruitment', ...home })).toEqual(['matter', 'abroad', 'me', 'urgency', 'income']);
    expect(rankLegalProblems(LEGAL_PROBLEMS, 'illegal recruitment')[0].problem._id).toBe(ILLEGAL_RECRUITMENT_PROBLEM);
    for (const q of [
      { m: 'recruitment', ...home },
      { p: ILLEGAL_RECRUITMENT_PROBLEM, ...home },
    ] as const) {
      expect(kinds(q)).toEqual(['dmw-illegal-recruitment', 'prosecutor']);
      expect(answer(q).notes).toEqual(['no-barangay-serious-crime', 'no-sena-illegal-recruitment', 'pao-income-unknown']);
      // Nothing of a labour claim: no SEnA, no employer's name or payslips to bring.
      const bring = STOP_BRING['dmw-illegal-recruitment'];
      expect(bring).not.toContain('employer');
      expect(bring).not.toContain('proofOfWork');
    }
    // From abroad: the Migrant Workers Office where they are, then a lawyer at home.
    expect(abroadStops({ abroad: true, matter: 'illegal-recruitment', problem: ILLEGAL_RECRUITMENT_PROBLEM, otherSide: 'person' })).toEqual(
      ['dmw-mwo', 'lawyer-at-home'],
    );
    expect(officesFor('dmw-illegal-recruitment', findWhereToStartPlace('cebu-city')!).map((o) => o.id)).toEqual(['gov-dmw']);
    // An OFW's claim against a licensed agency or the employer stays a labour claim.
    expect(kinds({ p: 23, ab: 'no', s: 'company', me: 'cebu-city', u: 'none', inc: 'unsure' })).toEqual(['dole-sena']);
  });

  it('RA 7160 §408(e): land partly in their town and partly in another has its choice, and it is not "barangay first"', () => {
    expect(LAND_CODES).toContain('across');
    expect(walk({ ...neighbours, land: 'across', u: 'none' })).toEqual(['matter', 'side', 'me', 'them', 'land', 'urgency', 'income']);
    expect(kinds({ ...neighbours, land: 'across', u: 'none' })).toEqual([]);
    expect(answer({ ...neighbours, land: 'across', u: 'none' }).notes[0]).toBe('no-barangay-land-across-towns');
    // All of it in their own town: the barangay where it lies (§409(c)).
    expect(answer({ ...neighbours, land: 'here', u: 'none' }).stops).toEqual([
      { kind: 'barangay', reason: 'barangay-same-town', venue: 'where-the-land-lies' },
    ]);
  });
});

describe('the address of the flow', () => {
  it('keeps valid answers and drops bad or repeated ones, each on its own', () => {
    expect(
      readWhereToStartQuery({ m: 'work', s: 'alien', me: 'atlantis', u: ['none', 'detained'], p: '99999', inc: 'yes', words: 'x' }),
    ).toEqual({
      m: 'work',
      inc: 'yes',
    });
    expect(readWhereToStartQuery({ p: '10', them: 'unknown', me: 'cebu-city' })).toEqual({ p: 10, them: 'unknown', me: 'cebu-city' });
    expect(flowAnswersOf({ them: 'unknown' }).them).toBeNull();
  });
});

describe('places and offices', () => {
  it('names every place once, municipalities as such, Metro Manila as Metro Manila', () => {
    expect(new Set(WHERE_TO_START_PLACES.map((p) => p.slug)).size).toBe(WHERE_TO_START_PLACES.length);
    expect(findWhereToStartPlace('la-trinidad')).toMatchObject({ city: false, metroManila: false });
    expect(findWhereToStartPlace('makati')).toMatchObject({ city: true, metroManila: true });
    expect(findWhereToStartPlace('other-town-bicol-region')).toMatchObject({ town: '', city: false });
  });

  it('lists the nearest office first: DOLE in Cebu City, PAO in the region when not in the town', () => {
    const cebu = findWhereToStartPlace('cebu-city')!;
    expect(officesFor('dole-sena', cebu).map((o) => o.id)).toEqual(['gov-dole-ro-vii', 'gov-dole-sena']);
    expect(officesFor('dole-sena', findWhereToStartPlace('davao-city')!).map((o) => o.id)).toEqual(['gov-dole-sena']);
    expect(officesFor('pao', cebu)[0].id).toBe('pao-cebu-city');
    expect(officesFor('pao', findWhereToStartPlace('naga')!)[0].id).toBe('pao-legazpi');
    expect(officesFor('pao', findWhereToStartPlace('other-town-bangsamoro')!).map((o) => o.id)).toEqual(['pao-cotabato-city']);
    expect(findWhereToStartPlace('san-fernando-pampanga')?.region).toBe('Central Luzon (III)');
  });
});
