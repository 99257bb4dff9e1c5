import {
  firstSteps,
  paoIncomeCeiling,
  REASON_SOURCES,
  type Place,
  type StopKind,
  type WhereToStartAnswers,
  type WhereToStartResult,
} from './first-steps';

// Issue 41's rule table: each case written from the sources named in first-steps.ts (RA 7160 §§408–412,
// RA 9262 §33, RA 10396, the 2021 PAO Operations Manual), with the first stops it must give, in order,
// and why barangay conciliation does not apply when it does not.

const QC: Place = { town: 'Quezon City, Metro Manila', metroManila: true, city: true };
const MAKATI: Place = { town: 'Makati, Metro Manila', metroManila: true, city: true };
const CEBU: Place = { town: 'Cebu City, Cebu', metroManila: false, city: true };
const TABOGON: Place = { town: 'Tabogon, Cebu', metroManila: false, city: false };
const SAN_JOSE_BATANGAS: Place = { town: 'San Jose, Batangas', metroManila: false, city: false };
const SAN_JOSE_NUEVA_ECIJA: Place = { town: 'San Jose, Nueva Ecija', metroManila: false, city: true };
const DAVAO: Place = { town: 'Davao City, Davao del Sur', metroManila: false, city: true };

const base: WhereToStartAnswers = { matter: 'money-or-property', otherSide: 'person', myPlace: QC, theirPlace: QC, urgency: 'none' };
const kinds = (r: WhereToStartResult): StopKind[] => r.stops.map((s) => s.kind);

type Case = [
  string,
  Partial<WhereToStartAnswers>,
  { stops: StopKind[]; notes?: string[]; urgent?: boolean; pao?: WhereToStartResult['pao'] },
];

const CASES: Case[] = [
  // Barangay conciliation: individuals in the same city or municipality (§§408, 412(a)).
  [
    'neighbours in the same city over a debt: barangay first',
    {},
    { stops: ['barangay'], notes: ['pao-income-unknown'], pao: 'ask-income' },
  ],
  ['the same in a municipality', { myPlace: TABOGON, theirPlace: TABOGON }, { stops: ['barangay'] }],
  ['a landlord and tenant in the same city over rent', { myPlace: CEBU, theirPlace: CEBU }, { stops: ['barangay'] }],
  ['damage to property by a neighbour in Davao City', { myPlace: DAVAO, theirPlace: DAVAO }, { stops: ['barangay'] }],
  ['a minor crime between neighbours of one town: barangay', { matter: 'crime-against-me', gravity: 'minor' }, { stops: ['barangay'] }],
  [
    'barangay first, and PAO too when income is within the ceiling',
    { monthlyIncome: 15_000 },
    { stops: ['barangay', 'pao'], pao: 'eligible' },
  ],
  ['family support, nothing pressing, same town: barangay', { matter: 'family-support' }, { stops: ['barangay'] }],

  // Not barangay: different towns (§408(f)).
  [
    'the same debt across two provinces: no barangay',
    { theirPlace: CEBU },
    { stops: [], notes: ['no-barangay-different-towns', 'pao-income-unknown'] },
  ],
  [
    'two cities of Metro Manila are two towns',
    { theirPlace: MAKATI },
    { stops: [], notes: ['no-barangay-different-towns', 'pao-income-unknown'] },
  ],
  [
    'two San Joses in two provinces are two towns',
    { myPlace: SAN_JOSE_BATANGAS, theirPlace: SAN_JOSE_NUEVA_ECIJA },
    { stops: [], notes: ['no-barangay-different-towns', 'pao-income-unknown'] },
  ],
  [
    'the other side lives who knows where: not said to be required, nor guessed',
    { theirPlace: undefined },
    { stops: [], notes: ['no-barangay-unknown-town', 'pao-income-unknown'] },
  ],
  [
    'two towns, barangays next to each other: the barangay if both agree (§408(f))',
    { theirPlace: MAKATI, adjoiningBarangays: true },
    { stops: [], notes: ['barangay-adjoining-by-agreement', 'pao-income-unknown'] },
  ],
  [
    'an unlisted town both said to share: barangay first',
    {
      myPlace: { town: '', metroManila: false, city: false, slug: 'other-town-bicol-region' },
      theirPlace: { town: '', metroManila: false, city: false, slug: 'other-town-bicol-region' },
      sameTown: true,
    },
    { stops: ['barangay'] },
  ],
  [
    'land in another town: no barangay unless both agree (§408(e))',
    { land: 'other-town' },
    { stops: [], notes: ['no-barangay-land-elsewhere', 'pao-income-unknown'] },
  ],
  [
    'issue 72: land partly in their town and partly in another: no barangay unless both agree (§408(e): land in different towns)',
    { land: 'across-towns' },
    { stops: [], notes: ['no-barangay-land-across-towns', 'pao-income-unknown'] },
  ],
  [
    'issue 72: neighbours of one town, a court order needed now (injunction, attachment, replevin): court directly (§412(b)(3))',
    { urgency: 'court-order', land: 'same-town' },
    { stops: [], notes: ['no-barangay-court-order', 'pao-income-unknown'], urgent: false },
  ],
  [
    'a landlord’s notice to vacate, same town: still barangay first (§412(b) does not list it)',
    { urgency: 'landlord-or-employer', land: 'same-town' },
    { stops: ['barangay'], notes: ['notice-is-not-a-court-deadline', 'pao-income-unknown'], urgent: false },
  ],
  [
    'a child kept from a parent: habeas corpus, straight to court (§412(b)(2))',
    { matter: 'family-support', urgency: 'child-custody' },
    { stops: [], notes: ['no-barangay-habeas-corpus', 'pao-income-unknown'], urgent: true },
  ],
  [
    'a court hearing already set: not the barangay',
    { urgency: 'court' },
    { stops: [], notes: ['no-barangay-in-court', 'pao-income-unknown'], urgent: true },
  ],

  // Not barangay: the other side is not an individual (§408(a)–(b); only individuals are parties).
  [
    'a company as the other side: no barangay',
    { otherSide: 'company' },
    { stops: [], notes: ['no-barangay-company', 'pao-income-unknown'] },
  ],
  [
    'a bank over a loan, same city: no barangay',
    { otherSide: 'company', theirPlace: QC },
    { stops: [], notes: ['no-barangay-company', 'pao-income-unknown'] },
  ],
  ['the city government: no barangay', { otherSide: 'government' }, { stops: [], notes: ['no-barangay-government', 'pao-income-unknown'] }],
  [
    'a government office over a claim, income within: PAO',
    { otherSide: 'government', monthlyIncome: 10_000 },
    { stops: ['pao'], notes: ['no-barangay-government'], pao: 'eligible' },
  ],

  // Employment: DOLE's Single Entry Approach, never barangay (AC 14-93; RA 10396).
  [
    'an employee not paid: SEnA first',
    { matter: 'employment', otherSide: 'company', myPlace: CEBU, theirPlace: CEBU },
    { stops: ['dole-sena'], notes: ['no-barangay-employment', 'pao-income-unknown'] },
  ],
  [
    'unpaid wages from a person who employs them, same town: SEnA, not barangay',
    { matter: 'employment', otherSide: 'person' },
    { stops: ['dole-sena'], notes: ['no-barangay-employment', 'pao-income-unknown'] },
  ],
  [
    'an illegal dismissal, income within the city ceiling: SEnA then PAO',
    { matter: 'employment', otherSide: 'company', myPlace: CEBU, theirPlace: CEBU, monthlyIncome: 22_000 },
    { stops: ['dole-sena', 'pao'], pao: 'eligible' },
  ],
  [
    'a kasambahay not paid, over the ceiling: SEnA only',
    { matter: 'employment', otherSide: 'person', monthlyIncome: 30_000 },
    { stops: ['dole-sena'], notes: ['no-barangay-employment', 'pao-income-over'], pao: 'over-ceiling' },
  ],
  [
    'a government employee against their office: no SEnA',
    { matter: 'employment', otherSide: 'government' },
    { stops: [], notes: ['no-barangay-employment', 'pao-income-unknown'] },
  ],
  [
    'an employer’s deadline: still SEnA, urgent is not',
    { matter: 'employment', otherSide: 'company', urgency: 'landlord-or-employer' },
    { stops: ['dole-sena'], urgent: false },
  ],

  // Violence against women and their children: never conciliated (RA 9262 §33); PAO whatever the income.
  [
    'violence at home: a protection order at her own barangay, the police desk, PAO',
    { matter: 'violence-at-home', urgency: 'in-danger' },
    {
      stops: ['barangay-protection-order', 'police-women-and-children-desk', 'pao'],
      notes: ['no-barangay-violence-at-home'],
      urgent: true,
      pao: 'presumed',
    },
  ],
  [
    'violence at home, not in danger now: the same stops, and 911 still said',
    { matter: 'violence-at-home' },
    { stops: ['barangay-protection-order', 'police-women-and-children-desk', 'pao'], urgent: true, pao: 'presumed' },
  ],
  [
    'violence at home, income over every ceiling: PAO still',
    { matter: 'violence-at-home', monthlyIncome: 90_000 },
    { stops: ['barangay-protection-order', 'police-women-and-children-desk', 'pao'], pao: 'presumed' },
  ],
  [
    'violence at home by a partner in another town',
    { matter: 'violence-at-home', theirPlace: CEBU },
    { stops: ['barangay-protection-order', 'police-women-and-children-desk', 'pao'], notes: ['no-barangay-violence-at-home'] },
  ],

  // A person detained or accused: urgent, PAO and a lawyer, no barangay (§412(b)(1)).
  [
    'a person detained: urgent, PAO',
    { matter: 'accused-of-crime', urgency: 'detained' },
    { stops: ['pao'], notes: ['no-barangay-detained'], urgent: true, pao: 'presumed' },
  ],
  [
    'accused but free: still PAO, urgent',
    { matter: 'accused-of-crime' },
    { stops: ['pao'], notes: ['no-barangay-detained'], urgent: true, pao: 'presumed' },
  ],
  ['a relative detained over a debt case: PAO', { urgency: 'detained' }, { stops: ['pao'], notes: ['no-barangay-detained'], urgent: true }],
  [
    'detained, with income over the ceiling: PAO still',
    { matter: 'accused-of-crime', urgency: 'detained', monthlyIncome: 80_000 },
    { stops: ['pao'], pao: 'presumed' },
  ],

  // A crime against the person: serious or unsure → the prosecutor, not barangay (§408(c)).
  [
    'a serious crime against me: the prosecutor',
    { matter: 'crime-against-me', gravity: 'serious' },
    { stops: ['prosecutor'], notes: ['no-barangay-serious-crime', 'pao-income-unknown'] },
  ],
  [
    'not sure how grave: the prosecutor, not barangay',
    { matter: 'crime-against-me', gravity: 'unsure' },
    { stops: ['prosecutor'], notes: ['no-barangay-serious-crime', 'pao-income-unknown'] },
  ],
  [
    'a minor crime by someone from another town: the prosecutor',
    { matter: 'crime-against-me', gravity: 'minor', theirPlace: CEBU },
    { stops: ['prosecutor'], notes: ['no-barangay-different-towns', 'pao-income-unknown'] },
  ],
  [
    'estafa by an online seller (a company): the prosecutor',
    { matter: 'crime-against-me', gravity: 'serious', otherSide: 'company' },
    { stops: ['prosecutor'], notes: ['no-barangay-company', 'pao-income-unknown'] },
  ],
  [
    'a serious crime, income within: prosecutor then PAO',
    { matter: 'crime-against-me', gravity: 'serious', monthlyIncome: 5_000 },
    { stops: ['prosecutor', 'pao'], pao: 'eligible' },
  ],

  // Illegal recruitment (issue 72): a crime for the DMW and the prosecutor (RA 8042 §§6, 7 as amended by RA 10022),
  // not a labour claim — no SEnA, no "employer"; never the barangay (§408(c)), whoever and wherever the recruiter is.
  [
    'an unlicensed recruiter took a placement fee: the DMW, then the prosecutor; not SEnA, not the barangay',
    { matter: 'illegal-recruitment' },
    {
      stops: ['dmw-illegal-recruitment', 'prosecutor'],
      notes: ['no-barangay-serious-crime', 'no-sena-illegal-recruitment', 'pao-income-unknown'],
    },
  ],
  [
    'illegal recruitment by an "agency" in another town, income within: the DMW, the prosecutor, then PAO',
    { matter: 'illegal-recruitment', otherSide: 'company', theirPlace: CEBU, monthlyIncome: 9_000 },
    {
      stops: ['dmw-illegal-recruitment', 'prosecutor', 'pao'],
      notes: ['no-barangay-serious-crime', 'no-sena-illegal-recruitment'],
      pao: 'eligible',
    },
  ],

  // Civil status and support (Civil Code Art. 2035; §412(b)(3)).
  ['an annulment: no barangay', { matter: 'marriage' }, { stops: [], notes: ['no-barangay-civil-status', 'pao-income-unknown'] }],
  [
    'an annulment, income within the municipality ceiling: PAO',
    { matter: 'marriage', myPlace: TABOGON, theirPlace: TABOGON, monthlyIncome: 18_000 },
    { stops: ['pao'], pao: 'eligible' },
  ],
  [
    'child support needed now: court directly, no barangay',
    { matter: 'family-support', urgency: 'in-danger' },
    { stops: [], notes: ['no-barangay-support-pending', 'pao-income-unknown'], urgent: true },
  ],
  [
    'child support with the time to file running out: no barangay',
    { matter: 'family-support', urgency: 'prescription' },
    { stops: [], notes: ['no-barangay-support-pending', 'pao-income-unknown'] },
  ],

  // A claim about to prescribe may go to court directly (§412(b)(4)).
  [
    'a debt about to prescribe, same town: no barangay',
    { urgency: 'prescription' },
    { stops: [], notes: ['no-barangay-deadline', 'pao-income-unknown'], urgent: false },
  ],

  // The PAO's income test, by where the applicant lives.
  [
    'income ₱18,000 in a municipality: PAO eligible',
    { theirPlace: CEBU, myPlace: TABOGON, monthlyIncome: 18_000 },
    { stops: ['pao'], pao: 'eligible' },
  ],
  [
    'income ₱21,000 in a municipality: over',
    { theirPlace: CEBU, myPlace: TABOGON, monthlyIncome: 21_000 },
    { stops: [], notes: ['no-barangay-different-towns', 'pao-income-over'], pao: 'over-ceiling' },
  ],
  [
    'income ₱22,000 in a city outside Metro Manila: eligible (at the ceiling)',
    { myPlace: CEBU, theirPlace: QC, monthlyIncome: 22_000 },
    { stops: ['pao'], pao: 'eligible' },
  ],
  [
    'income ₱23,000 in a city outside Metro Manila: over',
    { myPlace: CEBU, theirPlace: QC, monthlyIncome: 23_000 },
    { stops: [], pao: 'over-ceiling' },
  ],
  ['income ₱24,000 in Metro Manila: eligible', { theirPlace: CEBU, monthlyIncome: 24_000 }, { stops: ['pao'], pao: 'eligible' }],
  ['income ₱24,001 in Metro Manila: over', { theirPlace: CEBU, monthlyIncome: 24_001 }, { stops: [], pao: 'over-ceiling' }],
  ['no income at all: eligible', { theirPlace: CEBU, monthlyIncome: 0 }, { stops: ['pao'], pao: 'eligible' }],
];

it('holds at least 40 cases', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(40);
});

it.each(CASES)('%s', (_title, answers, expected) => {
  const result = firstSteps({ ...base, ...answers });
  expect(kinds(result)).toEqual(expected.stops);
  if (expected.notes) expect(result.notes).toEqual(expected.notes);
  if (expected.urgent !== undefined) expect(result.urgent).toBe(expected.urgent);
  if (expected.pao) expect(result.pao).toBe(expected.pao);
  expect(result.lawyersToo).toBe(true);
});

it('every reason given has its legal source, checked on a date', () => {
  const seen = new Set(
    CASES.flatMap(([, answers]) => {
      const r = firstSteps({ ...base, ...answers });
      return [...r.stops.map((s) => s.reason), ...r.notes];
    }),
  );
  for (const reason of seen) {
    expect(REASON_SOURCES[reason].law).not.toBe('');
    expect(REASON_SOURCES[reason].checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  // Every reason the rules can give is reached by some case above.
  expect([...seen].sort()).toEqual(Object.keys(REASON_SOURCES).sort());
});

it('the PAO ceilings: ₱24,000 Metro Manila, ₱22,000 other cities, ₱20,000 elsewhere', () => {
  expect([paoIncomeCeiling(QC), paoIncomeCeiling(CEBU), paoIncomeCeiling(TABOGON)]).toEqual([24_000, 22_000, 20_000]);
});
