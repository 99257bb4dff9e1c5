import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { ClaimStepRecord } from '@/features/money-claims/rules/claim-progress';
import type { MoneyClaimIntake } from '@/features/money-claims/rules/money-claims';
import type { ClaimStatus } from '@/features/money-claims/rules/claim-transitions';

const CLAIM_ID = (n: number) => `75c1a1a0-0000-4000-8075-00000000000${n}`;

/**
 * ₱45,000 lent to a neighbour in Quezon City a year ago on a written agreement, no demand yet: every step of the law
 * ahead of it (a demand, the barangay of one city §408, small claims, collection). The demo's claims and the tests'.
 */
export const neighbourIntake = (change: Partial<MoneyClaimIntake> = {}): MoneyClaimIntake => ({
  debtor: 'PERSON',
  amount_centavos: 45_000_00,
  since: '2025-11-15',
  purpose: 'LOAN',
  proof: ['WRITTEN_CONTRACT', 'MESSAGES'],
  agreement: 'WRITTEN',
  demand: { made: false },
  claimant: { place: 'quezon-city', barangay: 'Bagong Pag-asa' },
  respondent: { place: 'quezon-city', barangay: 'San Roque' },
  claimant_abroad: false,
  ...change,
});

type DemoClaim = { n: number; status: ClaimStatus; intake: MoneyClaimIntake; steps: ClaimStepRecord[]; recovered?: number };

/**
 * Issue 75's demo: the demo client's money claims, one at each step of the law — the demand to send, the barangay's
 * hearing, the court (a company: straight there), collection after a barangay settlement — and one recovered; the
 * Filipino client's at the barangay. Fixed ids; the steps' days are fixed days, as a person would record them.
 */
export async function seedMoneyClaims(db: Db, { customerId, filipinoId }: { customerId: string; filipinoId: string }) {
  const claims: (DemoClaim & { clientId: string })[] = [
    { n: 1, clientId: customerId, status: 'DEMAND', intake: neighbourIntake(), steps: [] },
    {
      n: 2,
      clientId: customerId,
      status: 'BARANGAY',
      intake: neighbourIntake({ purpose: 'RENT', amount_centavos: 24_000_00 }),
      steps: [{ step: 'demand', outcome: 'DONE', on: '2026-10-05' }],
    },
    {
      n: 3,
      clientId: customerId,
      status: 'COURT',
      intake: neighbourIntake({
        debtor: 'COMPANY',
        purpose: 'SERVICES',
        amount_centavos: 180_000_00,
        demand: { made: true, date: '2026-09-01' },
      }),
      steps: [],
    },
    {
      n: 4,
      clientId: customerId,
      status: 'COLLECTION',
      intake: neighbourIntake({ purpose: 'DEPOSIT', amount_centavos: 15_000_00 }),
      steps: [
        { step: 'demand', outcome: 'DONE', on: '2026-08-03' },
        { step: 'barangay', outcome: 'SETTLED', on: '2026-09-10' },
      ],
    },
    {
      n: 5,
      clientId: customerId,
      status: 'RECOVERED',
      intake: neighbourIntake({ purpose: 'GOODS', amount_centavos: 8_500_00 }),
      steps: [
        { step: 'demand', outcome: 'DONE', on: '2026-06-01' },
        { step: 'barangay', outcome: 'SETTLED', on: '2026-06-20' },
        { step: 'collection', outcome: 'DONE', on: '2026-07-15' },
      ],
      recovered: 8_500_00,
    },
    {
      n: 6,
      clientId: filipinoId,
      status: 'BARANGAY',
      intake: neighbourIntake({
        claimant: { place: 'cebu-city', barangay: 'Lahug' },
        respondent: { place: 'cebu-city', barangay: 'Apas' },
      }),
      steps: [{ step: 'demand', outcome: 'DONE', on: '2026-11-02' }],
    },
  ];
  await db.insert(t.moneyClaims).values(
    claims.map((c) => ({
      id: CLAIM_ID(c.n),
      clientId: c.clientId,
      status: c.status,
      intake: c.intake,
      amountCentavos: c.intake.amount_centavos,
      recoveredCentavos: c.recovered ?? null,
    })),
  );
  const steps = claims.flatMap((c) => c.steps.map((s) => ({ claimId: CLAIM_ID(c.n), step: s.step, outcome: s.outcome, onDay: s.on })));
  if (steps.length) await db.insert(t.moneyClaimSteps).values(steps);
}
