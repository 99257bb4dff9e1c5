import english from '@/messages/en/claims.json';
import { translator } from '@/lib/i18n/translator';
import {
  barangayFirst,
  claimSteps,
  fitsSmallClaims,
  luponEnforcementEnds,
  mediationEnds,
  pangkatEnds,
  prescription,
  prescriptionResumes,
  repudiationEnds,
  venue,
  type MoneyClaimIntake,
} from '@/features/money-claims/rules/money-claims';
import { barangayWords, prescriptionWords, smallClaimsWords, stepWords, venueWords, WINDOW_KEYS, type ClaimWords } from './claim-words';

// Issue 75, item 5: every answer of the money-claim rules in words a person reads, in English and Filipino, each
// naming the rule and its section it applies. The cases reach every answer the rules can give a money claim.

type Catalogue = ((key: string, values?: Record<string, string>) => string) & { has(key: string): boolean };
const catalogues = { en: translator('en', 'claims'), fil: translator('fil', 'claims') } as unknown as Record<'en' | 'fil', Catalogue>;

const BASE: MoneyClaimIntake = {
  debtor: 'PERSON',
  amount_centavos: 45_000_00,
  since: '2020-11-01',
  purpose: 'LOAN',
  proof: ['RECEIPTS'],
  agreement: 'ORAL',
  demand: { made: true, date: '2023-01-10' },
  claimant: { place: 'quezon-city', barangay: 'San Roque' },
  respondent: { place: 'quezon-city', barangay: 'San Roque' },
  claimant_abroad: false,
};
const CASES: MoneyClaimIntake[] = [
  BASE,
  { ...BASE, respondent: { place: 'quezon-city', barangay: 'Bagong Silangan' }, agreement: 'WRITTEN', demand: { made: false } },
  { ...BASE, debtor: 'COMPANY', amount_centavos: 1_200_000_00 },
  { ...BASE, respondent: { place: 'cebu-city', barangay: 'Lahug' }, amount_centavos: 2_500_000_00 },
  {
    ...BASE,
    respondent: { place: 'manila', barangay: 'Barangay 1' },
    adjoining_barangays: true,
    since: '2016-12-29',
    agreement: 'WRITTEN',
  },
  {
    ...BASE,
    claimant: { place: 'other-town-bicol-region', barangay: 'A' },
    respondent: { place: 'other-town-bicol-region', barangay: 'B' },
  },
  { ...BASE, since: '2024-06-01' },
];
const TODAY = '2026-11-29';

function wordsOf(intake: MoneyClaimIntake): ClaimWords[] {
  return [
    ...barangayWords(barangayFirst(intake)),
    ...venueWords(venue(intake)),
    smallClaimsWords(intake.amount_centavos, fitsSmallClaims(intake.amount_centavos)),
    ...prescriptionWords(prescription(intake, TODAY), intake.agreement, intake.demand.made ? intake.demand.date : undefined),
    ...claimSteps(intake).map(stepWords),
  ];
}
const DAY = { date: '2026-12-01' };
const WINDOWS: ClaimWords[] = [
  { key: WINDOW_KEYS.mediation, values: { ...DAY, rule: mediationEnds(DAY.date).rule } },
  { key: WINDOW_KEYS.pangkat, values: { ...DAY, rule: pangkatEnds(DAY.date).rule } },
  { key: WINDOW_KEYS.pangkatExtended, values: { ...DAY, rule: pangkatEnds(DAY.date, true).rule } },
  { key: WINDOW_KEYS.interruption, values: { ...DAY, rule: prescriptionResumes(DAY.date).rule } },
  { key: WINDOW_KEYS.repudiation, values: { ...DAY, rule: repudiationEnds(DAY.date).rule } },
  { key: WINDOW_KEYS.enforcement, values: { ...DAY, rule: luponEnforcementEnds(DAY.date).rule } },
];
const ALL = [...CASES.flatMap(wordsOf), ...WINDOWS];

it.each(['en', 'fil'] as const)('every answer has its words in %s, naming its rule and every value given', (locale) => {
  const t = catalogues[locale];
  for (const { key, values } of ALL) {
    expect([key, t.has(key)]).toEqual([key, true]);
    const text = t(key, values);
    for (const value of Object.values(values)) expect([key, text.includes(value)]).toEqual([key, true]);
  }
});

it('reaches every answer the catalogue words (no words for an answer that cannot be given)', () => {
  const used = new Set(ALL.map((w) => w.key));
  const leaves = (node: unknown, prefix = ''): string[] =>
    typeof node === 'string' ? [prefix] : Object.entries(node as object).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  const names = ['steps.names.demand', 'steps.names.barangay', 'steps.names.court', 'steps.names.collection'];
  // The rules' words (the pages' own labels, under nav, intake and claim, are read by the pages).
  const keys = leaves(english).filter((key) => !names.includes(key) && !/^(nav|intake|claim|start)\./.test(key));
  expect(keys.length).toBeGreaterThan(25);
  expect(keys.filter((key) => !used.has(key))).toEqual([]);
  expect(names.every((key) => catalogues.en.has(key) && catalogues.fil(key) !== '')).toBe(true);
});

it('says the company and the ceiling in both languages, Filipino its own', () => {
  const company = barangayWords(barangayFirst({ ...BASE, debtor: 'COMPANY' }))[0];
  expect(catalogues.en(company.key, company.values)).toBe(
    'Straight to court: the one who owes you is a company, and the barangay settles disputes between people only (Katarungang Pambarangay Implementing Rules Rule VI §1).',
  );
  expect(catalogues.fil(company.key, company.values)).toContain('Diretso sa korte: kompanya ang may utang sa iyo');
  const over = smallClaimsWords(1_200_000_00, fitsSmallClaims(1_200_000_00));
  expect(catalogues.en(over.key, over.values)).toContain('₱1,200,000 is over the small-claims limit of ₱1,000,000 (');
  expect(catalogues.fil(over.key, over.values)).toContain('Lampas ang ₱1,200,000 sa limitasyon ng small claims na ₱1,000,000 (');
});
