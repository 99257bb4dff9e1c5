import { formatPeso } from '@/lib/format/money';
import { translator } from '@/lib/i18n/translator';
import { SERVICE_INTAKE_SCHEMAS } from '@/features/services/validation/service-orders';
import { findLegalProblem } from './legal-problems';
import { SMALL_CLAIMS_MAX_PESOS } from '@/features/services/reference/legal-services';

// Issue 72, item 9: the small-claims ceiling is ₱1,000,000, exclusive of interest and costs, in every
// first-level court (Rules on Expedited Procedures in the First Level Courts, A.M. No. 08-8-7-SC, Rule I
// §1(A)(2), in force from 11 April 2022: Rule V, OCA Circular No. 69-2022; ../shared/reference/money-claims.md
// §3). The kit said ₱400,000 (the 2019 amendments') while the legal problems said ₱1,000,000.

const CEILING = formatPeso(1_000_000 * 100);

it('is ₱1,000,000 (Rule I §1(A)(2) of the Rules on Expedited Procedures), the figure the kit’s intake checks', () => {
  expect(SMALL_CLAIMS_MAX_PESOS).toBe(1_000_000);
  const intake = SERVICE_INTAKE_SCHEMAS.SMALL_CLAIMS_KIT;
  const claim = (pesos: number) =>
    intake.safeParse({ amount_claimed_pesos: pesos, what_happened: 'A loan of 2024, unpaid.', evidence: 'A note.' });
  expect(claim(1_000_000).success).toBe(true);
  expect(claim(1_000_001).success).toBe(false);
});

it.each(['en', 'fil'] as const)('every peso figure of the small-claims kit’s words in %s is the ceiling', (locale) => {
  const t = translator(locale, 'services') as unknown as { raw(key: string): Record<string, string> };
  const kit = Object.values(t.raw('catalogue.SMALL_CLAIMS_KIT')).join(' ');
  const figures = kit.match(/₱[\d,]+/g);
  expect(figures).toEqual([CEILING, CEILING]);
});

it('the legal problem "Small claims case" names the same ceiling', () => {
  expect(findLegalProblem(54)?.additional_text).toContain(`up to ${CEILING},`);
});
