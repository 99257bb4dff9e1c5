import { readIssueMessage } from '@/lib/errors/issue';
import { moneyClaimIntakeSchema } from './money-claims';

// Issue 75, item 1: the money claim's intake — what it takes and, by key, what it refuses.

const INTAKE = {
  debtor: 'PERSON',
  amount_centavos: 45_000_00,
  since: '2025-11-29',
  purpose: 'LOAN',
  proof: ['WRITTEN_CONTRACT', 'MESSAGES'],
  agreement: 'ORAL',
  demand: { made: true, date: '2026-01-15' },
  claimant: { place: 'quezon-city', barangay: '  Bagong   Pag-asa ' },
  respondent: { place: 'quezon-city', barangay: 'San Roque' },
  claimant_abroad: false,
};

/** The catalogue key of the first issue, or null when the intake parses. */
const refusal = (change: Record<string, unknown>): string | null => {
  const result = moneyClaimIntakeSchema.safeParse({ ...INTAKE, ...change });
  return result.success ? null : (readIssueMessage(result.error.issues[0].message)?.code ?? result.error.issues[0].message);
};

it('takes an intake, a barangay name tidied, and same_town and adjoining_barangays left out', () => {
  const parsed = moneyClaimIntakeSchema.parse(INTAKE);
  expect(parsed.claimant.barangay).toBe('Bagong Pag-asa');
  expect(parsed.same_town).toBeUndefined();
  expect(refusal({ demand: { made: false }, same_town: true, adjoining_barangays: false, debtor: 'COMPANY' })).toBeNull();
});

it('an amount: whole centavos above zero, within bounds', () => {
  expect(refusal({ amount_centavos: 0 })).toBe('claims.amountPositive');
  expect(refusal({ amount_centavos: 1.5 })).toBe('claims.amountWhole');
  expect(refusal({ amount_centavos: 1_000_000_000_001 })).toBe('claims.amountTooBig');
  expect(refusal({ amount_centavos: 1 })).toBeNull();
});

it('a place of the list, a barangay named; a day that exists and has come', () => {
  expect(refusal({ respondent: { place: 'atlantis', barangay: 'X' } })).toBe('claims.unknownPlace');
  expect(refusal({ respondent: { place: 'quezon-city', barangay: '   ' } })).toBe('common.required');
  expect(refusal({ since: '2025-02-30' })).toBe('database.invalidDate');
  expect(refusal({ since: '2999-01-01' })).toBe('claims.dayInFuture');
  expect(refusal({ demand: { made: true, date: '2999-01-01' } })).toBe('claims.dayInFuture');
});

it('proof: at least one kind, each once, and "none" alone', () => {
  expect(refusal({ proof: [] })).toBe('claims.proofRequired');
  expect(refusal({ proof: ['RECEIPTS', 'RECEIPTS'] })).toBe('claims.proofRepeated');
  expect(refusal({ proof: ['NONE', 'RECEIPTS'] })).toBe('claims.proofNoneAlone');
  expect(refusal({ proof: ['NONE'] })).toBeNull();
});

it('a demand: its date when made, none when not, and not before the money was owed', () => {
  expect(refusal({ demand: { made: true } })).toBe('common.required');
  expect(refusal({ demand: { made: false, date: '2026-01-15' } })).toBe('validation.unknownField');
  const early = moneyClaimIntakeSchema.safeParse({ ...INTAKE, demand: { made: true, date: '2025-11-28' } });
  expect(early.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['demand.date', 'claims.demandBeforeDebt']]);
  expect(refusal({ demand: { made: true, date: '2025-11-29' } })).toBeNull();
});

it('refuses what it does not know: a kind, a purpose, a field', () => {
  expect(refusal({ debtor: 'GOVERNMENT' })).toBe('validation.invalid');
  expect(refusal({ purpose: 'GIFT' })).toBe('validation.invalid');
  expect(refusal({ interest_centavos: 100 })).toBe('validation.unknownField');
});
