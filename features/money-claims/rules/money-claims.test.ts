import { firstSteps } from '@/features/where-to-start/rules/first-steps';
import {
  barangayFirst,
  barangayKey,
  claimSteps,
  daysLeft,
  fitsSmallClaims,
  lastDayAfterBarangay,
  luponEnforcementEnds,
  mediationEnds,
  pangkatEnds,
  prescription,
  prescriptionResumes,
  repudiationEnds,
  venue,
  type MoneyClaimIntake,
} from './money-claims';
import { findWhereToStartPlace } from '@/features/where-to-start/reference/where-to-start-places';

// Issue 75, items 1 and 4: every rule of the money claim with its section, at its edges. Today is a Manila
// calendar day, passed in: 2026-11-29.

const TODAY = '2026-11-29';

/** ₱45,000 owed by a neighbour of Quezon City since a year ago, on a written loan, no demand yet: the baseline. */
const CLAIM: MoneyClaimIntake = {
  debtor: 'PERSON',
  amount_centavos: 45_000_00,
  since: '2025-11-29',
  purpose: 'LOAN',
  proof: ['WRITTEN_CONTRACT', 'MESSAGES'],
  agreement: 'WRITTEN',
  demand: { made: false },
  claimant: { place: 'quezon-city', barangay: 'Bagong Pag-asa' },
  respondent: { place: 'quezon-city', barangay: 'San Roque' },
  claimant_abroad: false,
};
const claim = (change: Partial<MoneyClaimIntake>): MoneyClaimIntake => ({ ...CLAIM, ...change });
const lives = (place: string, barangay = 'Poblacion') => ({ place, barangay });

describe('barangayFirst: RA 7160 §§408, 409, 412, by the one barangay rule', () => {
  it('two people of one city: the barangay first (§§408, 412(a)), at the respondent’s barangay (§409(b))', () => {
    expect(barangayFirst(CLAIM)).toEqual({
      value: {
        kind: 'barangay-first',
        reason: 'barangay-same-town',
        venue: 'respondent-barangay',
        venueRule: 'RA 7160 §409(b)',
        barangay: 'San Roque',
      },
      rule: 'RA 7160 §§408, 412(a)',
    });
  });

  it('both of one barangay, however it is written: its own Lupon (§409(a)); the same name in two towns is not it', () => {
    const same = barangayFirst(
      claim({ claimant: lives('quezon-city', 'Brgy. San Roque'), respondent: lives('quezon-city', ' san  roque') }),
    );
    expect(same.value).toMatchObject({ kind: 'barangay-first', venue: 'same-barangay', venueRule: 'RA 7160 §409(a)' });
    const twoTowns = barangayFirst(claim({ claimant: lives('manila', 'San Roque'), respondent: lives('cebu-city', 'San Roque') }));
    expect(twoTowns.value.kind).toBe('straight-to-court');
    expect(barangayKey('Barangay  Sto. Niño')).toBe(barangayKey('sto. nino'));
  });

  it('a company owes: straight to court, the Lupon is for people only (KP Implementing Rules, Rule VI §1)', () => {
    expect(barangayFirst(claim({ debtor: 'COMPANY' }))).toEqual({
      value: { kind: 'straight-to-court', reason: 'no-barangay-company' },
      rule: 'Katarungang Pambarangay Implementing Rules Rule VI §1',
    });
  });

  it('two cities whose barangays do not adjoin: straight to court (§408(f)); adjoining ones: the barangay if both agree', () => {
    const apart = claim({ respondent: lives('cebu-city', 'Lahug') });
    expect(barangayFirst(apart)).toEqual({
      value: { kind: 'straight-to-court', reason: 'no-barangay-different-towns' },
      rule: 'RA 7160 §408(f)',
    });
    expect(barangayFirst({ ...apart, adjoining_barangays: false }).value.kind).toBe('straight-to-court');
    const adjoining = claim({ respondent: lives('manila', 'Barangay 1'), adjoining_barangays: true });
    expect(barangayFirst(adjoining)).toEqual({
      value: { kind: 'by-agreement', reason: 'barangay-adjoining-by-agreement', barangay: 'Barangay 1' },
      rule: 'RA 7160 §§408(f), 409(b)',
    });
  });

  it('the list cannot tell (two unnamed towns of a region): ask, never guess; the answer then decides', () => {
    const bicol = claim({ claimant: lives('other-town-bicol-region'), respondent: lives('other-town-bicol-region') });
    expect(barangayFirst(bicol)).toEqual({ value: { kind: 'ask-same-town', reason: 'no-barangay-unknown-town' }, rule: 'RA 7160 §408(f)' });
    expect(barangayFirst({ ...bicol, same_town: true }).value.kind).toBe('barangay-first');
    expect(barangayFirst({ ...bicol, same_town: false }).value.kind).toBe('straight-to-court');
  });

  it('two listed towns say it themselves: a "same town" answer does not override the list', () => {
    expect(barangayFirst(claim({ respondent: lives('cebu-city'), same_town: true })).value.kind).toBe('straight-to-court');
    expect(barangayFirst(claim({ same_town: false })).value.kind).toBe('barangay-first');
  });

  it('is the rule "Where do I start?" applies: the same answer for the same facts', () => {
    const qc = findWhereToStartPlace('quezon-city')!;
    const cebu = findWhereToStartPlace('cebu-city')!;
    const flow = (otherSide: 'person' | 'company', theirPlace = qc) =>
      firstSteps({ matter: 'money-or-property', otherSide, myPlace: qc, theirPlace, urgency: 'none' });
    expect(flow('company').notes).toContain(barangayFirst(claim({ debtor: 'COMPANY' })).value.reason);
    expect(flow('person', cebu).notes).toContain(barangayFirst(claim({ respondent: lives('cebu-city') })).value.reason);
    expect(flow('person').stops.find((s) => s.kind === 'barangay')?.reason).toBe(barangayFirst(CLAIM).value.reason);
  });
});

describe('fitsSmallClaims: at most ₱1,000,000 without interest and costs (A.M. No. 08-8-7-SC, Rule I §1(A)(2))', () => {
  it('exactly ₱1,000,000 fits; ₱1,000,000.01 does not', () => {
    expect(fitsSmallClaims(1_000_000_00)).toEqual({ value: true, rule: 'A.M. No. 08-8-7-SC, Rule I §1(A)(2)' });
    expect(fitsSmallClaims(1_000_000_01).value).toBe(false);
    expect(fitsSmallClaims(1).value).toBe(true);
  });
});

describe('venue: where either party lives (Rules of Court, Rule 4 §2), and no lawyer at a small claim', () => {
  it('two towns: the claimant chooses between them; a first-level court; no lawyer may appear', () => {
    const answer = venue(claim({ respondent: lives('cebu-city') }));
    expect(answer.rule).toBe('Rules of Court, Rule 4 §2');
    expect(answer.value).toEqual({
      court: 'first-level',
      jurisdictionRule: 'BP 129 §33(1), as amended by RA 11576',
      places: ['quezon-city', 'cebu-city'],
      noLawyer: { value: true, rule: 'A.M. No. 08-8-7-SC, as amended', unverified: true },
    });
  });

  it('one town: one place; a claimant abroad: the respondent’s town only', () => {
    expect(venue(CLAIM).value.places).toEqual(['quezon-city']);
    expect(venue(claim({ respondent: lives('cebu-city'), claimant_abroad: true })).value.places).toEqual(['cebu-city']);
  });

  it('over the small-claims ceiling: lawyers may appear; up to ₱2,000,000 a first-level court, above it the RTC', () => {
    const over = venue(claim({ amount_centavos: 1_200_000_00 })).value;
    expect(over).toMatchObject({ court: 'first-level', noLawyer: null });
    expect(venue(claim({ amount_centavos: 2_000_000_00 })).value.court).toBe('first-level');
    expect(venue(claim({ amount_centavos: 2_000_000_01 })).value).toMatchObject({
      court: 'regional-trial',
      jurisdictionRule: 'BP 129 §19(8), as amended by RA 11576',
    });
  });
});

describe('prescription: written 10 years (Civil Code Art. 1144), oral 6 (Art. 1145)', () => {
  const on = (agreement: 'WRITTEN' | 'ORAL', since: string, demand: MoneyClaimIntake['demand'] = { made: false }) =>
    prescription(claim({ agreement, since, demand }), TODAY);

  it('a written contract of 9 years and 11 months: a warning, a month left', () => {
    expect(on('WRITTEN', '2016-12-29')).toEqual({
      value: { years: 10, lastDay: '2026-12-29', status: 'near' },
      rule: 'Civil Code Art. 1144',
    });
    expect(daysLeft(on('WRITTEN', '2016-12-29').value, TODAY)).toBe(30);
  });

  it('10 years and a day: past; exactly 10 years: today is the last day, still near', () => {
    expect(on('WRITTEN', '2016-11-28').value).toMatchObject({ lastDay: '2026-11-28', status: 'past' });
    expect(on('WRITTEN', '2016-11-29').value).toMatchObject({ lastDay: TODAY, status: 'near' });
    expect(daysLeft(on('WRITTEN', '2016-11-28').value, TODAY)).toBe(-1);
  });

  it('an oral agreement of 6 years: its last day; of 6 years and a day: past; the same 6 years written: running', () => {
    expect(on('ORAL', '2020-11-29')).toEqual({ value: { years: 6, lastDay: TODAY, status: 'near' }, rule: 'Civil Code Art. 1145' });
    expect(on('ORAL', '2020-11-28').value.status).toBe('past');
    expect(on('WRITTEN', '2020-11-29').value).toMatchObject({ lastDay: '2030-11-29', status: 'running' });
  });

  it('warns from a year before the last day, not a day sooner', () => {
    expect(on('ORAL', '2021-11-29').value).toMatchObject({ lastDay: '2027-11-29', status: 'near' });
    expect(on('ORAL', '2021-11-30').value).toMatchObject({ lastDay: '2027-11-30', status: 'running' });
  });

  it('counts calendar years: 29 February gives the last day of February', () => {
    expect(on('WRITTEN', '2016-02-29').value.lastDay).toBe('2026-02-28');
  });

  it('a demand before the last day: only "if written", the count from it (Art. 1155); none after it, none without one', () => {
    const renewed = on('ORAL', '2020-11-01', { made: true, date: '2023-01-10' }).value;
    expect(renewed).toMatchObject({ lastDay: '2026-11-01', status: 'past' });
    expect(renewed.ifWrittenDemand).toEqual({ lastDay: '2029-01-10', status: 'running', rule: 'Civil Code Art. 1155' });
    expect(on('ORAL', '2019-01-01', { made: true, date: '2025-06-01' }).value.ifWrittenDemand).toBeUndefined();
    expect(on('ORAL', '2020-11-01').value.ifWrittenDemand).toBeUndefined();
  });
});

describe('the barangay’s windows, in Manila calendar days', () => {
  it('mediation: 15 days from the first meeting (RA 7160 §410(b))', () => {
    expect(mediationEnds('2026-01-20')).toEqual({ value: '2026-02-04', rule: 'RA 7160 §410(b)' });
  });

  it('the Pangkat: 15 days, and 15 more once extended (§410(e))', () => {
    expect(pangkatEnds('2026-02-05')).toEqual({ value: '2026-02-20', rule: 'RA 7160 §410(e)' });
    expect(pangkatEnds('2026-02-05', true).value).toBe('2026-03-07');
  });

  it('prescription stops at the complaint and runs again on the certification, at most 60 days on (§410(c))', () => {
    expect(prescriptionResumes('2026-01-10')).toEqual({ value: '2026-03-11', rule: 'RA 7160 §410(c)' });
    expect(prescriptionResumes('2026-01-10', '2026-02-01').value).toBe('2026-02-01');
    expect(prescriptionResumes('2026-01-10', '2026-04-01').value).toBe('2026-03-11');
    // The last day moves by the days stopped: 20, or the cap of 60; not at all for a complaint after it.
    expect(lastDayAfterBarangay('2026-12-29', '2026-11-01', '2026-11-21')).toEqual({ value: '2027-01-18', rule: 'RA 7160 §410(c)' });
    expect(lastDayAfterBarangay('2026-12-29', '2026-11-01').value).toBe('2027-02-27');
    expect(lastDayAfterBarangay('2026-12-29', '2027-01-05').value).toBe('2026-12-29');
  });

  it('a settlement: repudiated within 10 days (§418), enforced by the Lupon within 6 months (§417)', () => {
    expect(repudiationEnds('2026-12-25')).toEqual({ value: '2027-01-04', rule: 'RA 7160 §418' });
    expect(luponEnforcementEnds('2026-08-31')).toEqual({ value: '2027-02-28', rule: 'RA 7160 §417' });
    expect(luponEnforcementEnds('2026-03-15').value).toBe('2026-09-15');
  });
});

describe('claimSteps: demand → barangay → court → collection', () => {
  const steps = (change: Partial<MoneyClaimIntake>) =>
    claimSteps(claim(change)).map(({ step, status, skippable, reason }) => [step, status, skippable, reason]);

  it('a neighbour in the same city, ₱45,000, no demand: the barangay cannot be skipped', () => {
    expect(steps({})).toEqual([
      ['demand', 'to-do', true, 'demand-recommended'],
      ['barangay', 'to-do', false, 'barangay-same-town'],
      ['court', 'to-do', false, 'small-claims'],
      ['collection', 'to-do', false, 'execution'],
    ]);
    expect(claimSteps(CLAIM).map((s) => s.rule)).toEqual([
      'Civil Code Art. 1169',
      'RA 7160 §§408, 412(a)',
      'A.M. No. 08-8-7-SC, Rule I §1(A)(2)',
      'Rules of Court, Rule 39 §1',
    ]);
  });

  it('a company: the barangay skipped, saying why; a demand made is done', () => {
    expect(steps({ debtor: 'COMPANY', demand: { made: true, date: '2026-10-01' } }).slice(0, 2)).toEqual([
      ['demand', 'done', true, 'demand-made'],
      ['barangay', 'skipped', true, 'no-barangay-company'],
    ]);
  });

  it('adjoining barangays: optional; an unknown town: asked, not skipped; over ₱1,000,000: no small claim', () => {
    expect(steps({ respondent: lives('manila'), adjoining_barangays: true })[1]).toEqual([
      'barangay',
      'optional',
      true,
      'barangay-adjoining-by-agreement',
    ]);
    const bicol = { claimant: lives('other-city-bicol-region'), respondent: lives('other-city-bicol-region') };
    expect(steps(bicol)[1]).toEqual(['barangay', 'ask', false, 'no-barangay-unknown-town']);
    expect(steps({ amount_centavos: 1_200_000_00 })[2]).toEqual(['court', 'to-do', false, 'over-small-claims']);
    expect(steps({ amount_centavos: 2_500_000_00 })[2]).toEqual(['court', 'to-do', false, 'regional-trial-court']);
  });
});
