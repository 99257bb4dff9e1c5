import { neighbourIntake } from '@/lib/db/seed/demo-money-claims';
import { claimTimeline, openingStatus, recordRefusal, statusAfter } from './claim-progress';

// Issue 75, item 2: where a claim opens and where each recorded step leads, by the law's steps (claimSteps) — each
// rule with a case that triggers it and one that just misses it.
const ONE_CITY = neighbourIntake(); // Quezon City, both: the barangay first (RA 7160 §§408, 412(a))
const ADJOINING = neighbourIntake({ respondent: { place: 'manila', barangay: 'Barangay 1' }, adjoining_barangays: true }); // §408(f)
const COMPANY = neighbourIntake({ debtor: 'COMPANY' }); // no barangay: it settles disputes between people

describe('openingStatus', () => {
  it('opens at the demand while none was made; once made, at the barangay the law puts first, or at the court', () => {
    expect(openingStatus(ONE_CITY)).toBe('DEMAND');
    expect(openingStatus({ ...ONE_CITY, demand: { made: true, date: '2026-10-01' } })).toBe('BARANGAY');
    expect(openingStatus({ ...COMPANY, demand: { made: true, date: '2026-10-01' } })).toBe('COURT');
    // Adjoining barangays of two towns: the barangay is open by agreement (§408(f)), so it is still ahead.
    expect(openingStatus({ ...ADJOINING, demand: { made: true, date: '2026-10-01' } })).toBe('BARANGAY');
  });

  it('asks first where the place list cannot tell whether both live in one town, and opens once told', () => {
    const unknown = neighbourIntake({
      claimant: { place: 'other-city-bicol-region', barangay: 'Poblacion' },
      respondent: { place: 'other-city-bicol-region', barangay: 'San Isidro' },
    });
    expect(openingStatus(unknown)).toBeNull();
    expect(openingStatus({ ...unknown, same_town: true })).toBe('DEMAND');
  });
});

describe('recordRefusal and statusAfter', () => {
  it('the barangay of one city cannot be skipped (§412(a)); adjoining barangays of two towns can (§408(f))', () => {
    expect(recordRefusal(ONE_CITY, 'BARANGAY', 'barangay', 'SKIPPED')).toBe('notSkippable');
    expect(recordRefusal(ADJOINING, 'BARANGAY', 'barangay', 'SKIPPED')).toBeNull();
    expect(statusAfter(ADJOINING, 'barangay', 'SKIPPED')).toBe('COURT');
  });

  it('only the current step, and only its own outcomes', () => {
    expect(recordRefusal(ONE_CITY, 'DEMAND', 'court', 'DONE')).toBe('notCurrent');
    expect(recordRefusal(ONE_CITY, 'RECOVERED', 'collection', 'DONE')).toBe('notCurrent');
    expect(recordRefusal(ONE_CITY, 'DEMAND', 'demand', 'SETTLED')).toBe('wrongOutcome');
    expect(recordRefusal(ONE_CITY, 'COURT', 'court', 'SKIPPED')).toBe('wrongOutcome');
    expect(recordRefusal(ONE_CITY, 'DEMAND', 'demand', 'SKIPPED')).toBeNull();
  });

  it('after the demand: the barangay where it is ahead, else the court; a settlement to collection (§417), a certification to court', () => {
    expect(statusAfter(ONE_CITY, 'demand', 'DONE')).toBe('BARANGAY');
    expect(statusAfter(COMPANY, 'demand', 'SKIPPED')).toBe('COURT');
    expect(statusAfter(ONE_CITY, 'barangay', 'SETTLED')).toBe('COLLECTION');
    expect(statusAfter(ONE_CITY, 'barangay', 'CERTIFIED')).toBe('COURT');
    expect(statusAfter(ONE_CITY, 'court', 'DONE')).toBe('COLLECTION');
    expect(statusAfter(ONE_CITY, 'collection', 'DONE')).toBe('RECOVERED');
  });
});

it('claimTimeline: recorded steps done or skipped on their day, the current one with what it may take, the rest ahead or not needed', () => {
  const steps = claimTimeline(COMPANY, 'COURT', [{ step: 'demand', outcome: 'SKIPPED', on: '2026-11-02' }]);
  expect(steps.map((s) => [s.step, s.state, s.on ?? null, s.may])).toEqual([
    ['demand', 'skipped', '2026-11-02', []],
    ['barangay', 'not-needed', null, []],
    ['court', 'current', null, ['DONE']],
    ['collection', 'ahead', null, []],
  ]);
  // A demand the intake says was made is done on its day, without a record.
  expect(claimTimeline({ ...ONE_CITY, demand: { made: true, date: '2026-10-01' } }, 'BARANGAY', [])[0]).toMatchObject({
    state: 'done',
    on: '2026-10-01',
  });
});
