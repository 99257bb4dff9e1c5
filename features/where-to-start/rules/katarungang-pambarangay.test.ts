import { firstSteps, type WhereToStartAnswers } from './first-steps';
import {
  barangayProtectionOrder,
  luponExclusion,
  luponVenue,
  publicOfficerExclusion,
  straightToCourt,
  vawcConciliation,
  type KpFacts,
} from './katarungang-pambarangay';

// Issue 56: each clause of RA 7160 §§408, 409, 412(b) and RA 9262 §§14, 33, a case that triggers it
// and one that just misses it — on the clause, and through the flow's answer where the flow reaches it.

const PERSON: KpFacts = { otherSide: 'person', sameTown: true };
const place = (town: string, slug = town) => ({ town, metroManila: false, city: true, slug });
const NAGA = place('naga');
const OTHER_TOWN_BICOL = { town: '', metroManila: false, city: false, slug: 'other-town-bicol-region' };

/** A dispute between two people of Naga about money, not urgent: the barangay first (the baseline each case moves from). */
const DEBT: WhereToStartAnswers = { matter: 'money-or-property', otherSide: 'person', myPlace: NAGA, theirPlace: NAGA, urgency: 'none' };
const barangayFirst = (a: Partial<WhereToStartAnswers>) => firstSteps({ ...DEBT, ...a }).stops.some((s) => s.kind === 'barangay');
const notes = (a: Partial<WhereToStartAnswers>) => firstSteps({ ...DEBT, ...a }).notes;

describe('§408: what the Lupon may not take', () => {
  it('(a) the government as a party — and a person, just not', () => {
    expect(luponExclusion({ ...PERSON, otherSide: 'government' })?.clause).toBe('408(a)');
    expect(luponExclusion(PERSON)).toBeNull();
    expect(notes({ otherSide: 'government' })).toContain('no-barangay-government');
    expect(barangayFirst({ otherSide: 'person' })).toBe(true);
  });

  it('(b) a public officer, for a dispute about their official functions — not about a private debt', () => {
    expect(publicOfficerExclusion(true, true)).toBe('408(b)');
    expect(publicOfficerExclusion(true, false)).toBeNull();
  });

  it('(c) an offence punishable by more than a year or ₱5,000 — a minor one is conciliated', () => {
    const grave = { ...PERSON, offence: { graverThanAYearOrFiveThousand: true, privateOffendedParty: true } };
    expect(luponExclusion(grave)?.clause).toBe('408(c)');
    expect(luponExclusion({ ...grave, offence: { graverThanAYearOrFiveThousand: false, privateOffendedParty: true } })).toBeNull();
    expect(notes({ matter: 'crime-against-me', gravity: 'serious' })).toContain('no-barangay-serious-crime');
    expect(barangayFirst({ matter: 'crime-against-me', gravity: 'minor' })).toBe(true);
  });

  it('(d) an offence with no private offended party — one with a private victim is conciliated', () => {
    expect(luponExclusion({ ...PERSON, offence: { graverThanAYearOrFiveThousand: false, privateOffendedParty: false } })?.clause).toBe(
      '408(d)',
    );
    expect(luponExclusion({ ...PERSON, offence: { graverThanAYearOrFiveThousand: false, privateOffendedParty: true } })).toBeNull();
  });

  it('(e) land in another city or municipality (unless both agree) — land in their own town goes to the barangay', () => {
    expect(luponExclusion({ ...PERSON, land: 'other-town' })).toEqual({ clause: '408(e)', byAgreement: true });
    expect(luponExclusion({ ...PERSON, land: 'same-town' })).toBeNull();
    expect(barangayFirst({ land: 'other-town' })).toBe(false);
    expect(notes({ land: 'other-town' })).toContain('no-barangay-land-elsewhere');
    expect(barangayFirst({ land: 'same-town' })).toBe(true);
  });

  it('(e) issue 72: land partly in their town and partly in another lies in different towns — not "in our town"', () => {
    expect(luponExclusion({ ...PERSON, land: 'across-towns' })).toEqual({ clause: '408(e)', byAgreement: true });
    expect(barangayFirst({ land: 'across-towns' })).toBe(false);
    expect(notes({ land: 'across-towns' })).toEqual(['no-barangay-land-across-towns', 'pao-income-unknown']);
    // Should they agree to a Lupon: §409(c), the barangay where the land, or its larger part, lies.
    expect(luponVenue({ ...PERSON, land: 'across-towns' })).toEqual({ clause: '409(c)', venue: 'where-the-land-lies' });
  });

  it('(f) different cities or municipalities — but adjoining barangays may agree to a Lupon', () => {
    expect(luponExclusion({ ...PERSON, sameTown: false })).toEqual({ clause: '408(f)', byAgreement: false });
    expect(luponExclusion({ ...PERSON, sameTown: false, adjoiningBarangays: true })).toEqual({ clause: '408(f)', byAgreement: true });
    expect(luponExclusion({ ...PERSON, sameTown: true })).toBeNull();
    const naga = { myPlace: NAGA, theirPlace: place('legazpi') };
    expect(notes({ ...naga, adjoiningBarangays: false })).toContain('no-barangay-different-towns');
    expect(notes({ ...naga, adjoiningBarangays: true })).toContain('barangay-adjoining-by-agreement');
    expect(barangayFirst({ ...naga, adjoiningBarangays: true })).toBe(false);
  });

  it('(f) where the list cannot tell: two people of an unlisted town are the same town only if they say so', () => {
    const unlisted = { myPlace: OTHER_TOWN_BICOL, theirPlace: OTHER_TOWN_BICOL };
    expect(barangayFirst({ ...unlisted, sameTown: true })).toBe(true);
    expect(notes({ ...unlisted, sameTown: false })).toContain('no-barangay-different-towns');
    // Not asked: never guessed either way.
    expect(notes(unlisted)).toContain('no-barangay-unknown-town');
    // "Another city" and "another municipality" of a region are two towns.
    expect(
      notes({ myPlace: OTHER_TOWN_BICOL, theirPlace: { ...OTHER_TOWN_BICOL, city: true, slug: 'other-city-bicol-region' } }),
    ).toContain('no-barangay-different-towns');
  });
});

describe('§409: which barangay hears it', () => {
  it('(a) both of one barangay: its Lupon — (b) when they are not', () => {
    expect(luponVenue({ ...PERSON, sameBarangay: true })).toEqual({ clause: '409(a)', venue: 'same-barangay' });
    expect(luponVenue({ ...PERSON, sameBarangay: false }).clause).toBe('409(b)');
  });

  it('(b) different barangays of one town: where the other side (the respondent) lives', () => {
    expect(luponVenue(PERSON)).toEqual({ clause: '409(b)', venue: 'respondent-barangay' });
    expect(firstSteps(DEBT).stops.find((s) => s.kind === 'barangay')?.venue).toBe('respondent-barangay');
    expect(luponVenue({ ...PERSON, workplaceOrSchool: true }).clause).not.toBe('409(b)');
  });

  it('(c) real property: where the land lies — not when no land is involved', () => {
    expect(luponVenue({ ...PERSON, land: 'same-town' })).toEqual({ clause: '409(c)', venue: 'where-the-land-lies' });
    expect(luponVenue({ ...PERSON, land: 'none' }).clause).toBe('409(b)');
    expect(firstSteps({ ...DEBT, land: 'same-town' }).stops.find((s) => s.kind === 'barangay')?.venue).toBe('where-the-land-lies');
  });

  it('(d) a dispute at the workplace or school both share: where it is — not a dispute elsewhere', () => {
    expect(luponVenue({ ...PERSON, workplaceOrSchool: true })).toEqual({ clause: '409(d)', venue: 'workplace-or-school' });
    expect(luponVenue({ ...PERSON, workplaceOrSchool: false }).venue).toBe('respondent-barangay');
    expect(firstSteps({ ...DEBT, workplaceOrSchool: true }).stops.find((s) => s.kind === 'barangay')?.venue).toBe('workplace-or-school');
  });
});

describe('§412(b): straight to court', () => {
  it('(1) the accused detained — a relative merely worried is not', () => {
    expect(straightToCourt('accused-detained')).toBe('412(b)(1)');
    expect(notes({ matter: 'crime-against-me', gravity: 'minor', urgency: 'detained' })).toContain('no-barangay-detained');
    expect(barangayFirst({ matter: 'crime-against-me', gravity: 'minor', urgency: 'none' })).toBe(true);
  });

  it('(2) a person deprived of liberty: habeas corpus, also for a child kept from a parent — a support claim is not', () => {
    expect(straightToCourt('deprived-of-liberty')).toBe('412(b)(2)');
    expect(notes({ urgency: 'child-custody' })).toContain('no-barangay-habeas-corpus');
    expect(barangayFirst({ urgency: 'child-custody' })).toBe(false);
    expect(barangayFirst({ matter: 'family-support', urgency: 'none' })).toBe(true);
  });

  it('(3) a provisional remedy: support needed now (pendente lite) — support not urgent is conciliated first', () => {
    expect(straightToCourt('provisional-remedy')).toBe('412(b)(3)');
    expect(notes({ matter: 'family-support', urgency: 'in-danger' })).toContain('no-barangay-support-pending');
    expect(barangayFirst({ matter: 'family-support', urgency: 'none' })).toBe(true);
  });

  it('(3) issue 72: an injunction, attachment or replevin needed now, between two people of one town — not only support', () => {
    expect(barangayFirst({ urgency: 'court-order' })).toBe(false);
    expect(notes({ urgency: 'court-order' })).toContain('no-barangay-court-order');
    expect(barangayFirst({ urgency: 'court-order', land: 'same-town' })).toBe(false);
    // Support needed now is the same clause, in its own words.
    expect(notes({ matter: 'family-support', urgency: 'court-order' })).toContain('no-barangay-support-pending');
    // Not pressing: the barangay still comes first.
    expect(barangayFirst({ urgency: 'none' })).toBe(true);
  });

  it('(4) an action about to prescribe — a landlord’s notice to vacate or an employer’s deadline is NOT one', () => {
    expect(straightToCourt('about-to-prescribe')).toBe('412(b)(4)');
    expect(straightToCourt('landlord-or-employer-deadline')).toBeNull();
    expect(notes({ urgency: 'prescription' })).toContain('no-barangay-deadline');
    // The eviction case of issue 56: between two people of one town, the barangay still comes first, and the answer says why.
    expect(barangayFirst({ urgency: 'landlord-or-employer', land: 'same-town' })).toBe(true);
    expect(notes({ urgency: 'landlord-or-employer' })).toContain('notice-is-not-a-court-deadline');
  });

  it('a court’s own hearing or deadline: the case is in court already, not started at the barangay', () => {
    expect(notes({ urgency: 'court' })).toContain('no-barangay-in-court');
    expect(firstSteps({ ...DEBT, urgency: 'court' }).urgent).toBe(true);
    expect(firstSteps({ ...DEBT, urgency: 'landlord-or-employer' }).urgent).toBe(false);
  });
});

describe('RA 9262', () => {
  const VIOLENCE: WhereToStartAnswers = {
    matter: 'violence-at-home',
    otherSide: 'person',
    myPlace: NAGA,
    theirPlace: NAGA,
    urgency: 'none',
  };

  it('§33: violence against a woman or her child is never conciliated — even between neighbours of one barangay; a debt is', () => {
    expect(vawcConciliation(true)).toBe('never');
    expect(vawcConciliation(false)).toBeNull();
    const result = firstSteps({ ...VIOLENCE, sameTown: true, land: 'same-town' });
    expect(result.stops.map((s) => s.kind)).not.toContain('barangay');
    expect(result.notes).toContain('no-barangay-violence-at-home');
    expect(barangayFirst({ sameTown: true })).toBe(true);
  });

  it('§14: the Barangay Protection Order, by the Punong Barangay (a kagawad when away), ex parte, the same day, at her own barangay', () => {
    expect(barangayProtectionOrder(true)).toEqual({
      issuedBy: 'punong-barangay',
      exParte: true,
      issuedOn: 'the-day-of-application',
      where: 'applicant-own-barangay',
      desk: 'vaw-desk',
    });
    expect(barangayProtectionOrder(false).issuedBy).toBe('kagawad');
    const result = firstSteps(VIOLENCE);
    expect(result.stops.map((s) => s.kind)).toEqual(['barangay-protection-order', 'police-women-and-children-desk', 'pao']);
    expect(result.pao).toBe('presumed');
    // 911 is always said for violence at home, danger or not.
    expect(result.urgent).toBe(true);
    // A debt gets no protection order.
    expect(firstSteps(DEBT).stops.map((s) => s.kind)).not.toContain('barangay-protection-order');
  });
});
