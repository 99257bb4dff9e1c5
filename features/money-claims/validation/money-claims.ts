import { z } from '@/lib/validation/zod';
import { issueMessage } from '@/lib/errors/issue';
import { calendarDaySchema, hasNul, INVALID_TEXT } from '@/lib/validation/fields';
import { manilaToday } from '@/lib/format/civil-date';
import { findWhereToStartPlace } from '@/features/where-to-start/reference/where-to-start-places';
import {
  AGREEMENT_FORMS,
  CLAIM_PROOFS,
  CLAIM_PURPOSES,
  CLAIM_STEP_NAMES,
  DEBTOR_KINDS,
  type MoneyClaimIntake,
} from '@/features/money-claims/rules/money-claims';
import { CLAIM_OUTCOMES } from '@/features/money-claims/rules/claim-progress';

// Issue 75, item 1: the money claim's intake — one schema for the form, the handler and the OpenAPI document.
// The rules that read it: lib/rules/money-claims.ts. Amounts in centavos, days as Manila calendar days.

/** A barangay's name as the person writes it ("San Roque", "Brgy. 176"). */
const BARANGAY_NAME_MAX = 80;
/** ₱10,000,000,000 in centavos: far above any first-level court's reach, below any integer trouble. */
const AMOUNT_MAX_CENTAVOS = 1_000_000_000_000;

/** No day in the intake is after today in Manila. */
const notInFuture = calendarDaySchema.refine((day) => day <= manilaToday(), issueMessage('claims.dayInFuture'));

const partySchema = z.strictObject({
  place: z
    .string({ error: issueMessage('common.required') })
    .max(80, issueMessage('claims.unknownPlace'))
    .refine((slug) => findWhereToStartPlace(slug) !== undefined, issueMessage('claims.unknownPlace'))
    .meta({ description: 'The city or municipality, by the slug of "Where do I start?" places (e.g. quezon-city)' }),
  barangay: z
    .string({ error: issueMessage('common.required') })
    .refine((v) => !hasNul(v), INVALID_TEXT)
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, issueMessage('common.required'))
        .max(BARANGAY_NAME_MAX, issueMessage('validation.tooLong', { max: BARANGAY_NAME_MAX })),
    )
    .meta({ description: "The barangay's name, as written" }),
});

/** POST claims (issue 75): the intake that opens a money claim. */
export const moneyClaimIntakeSchema = z
  .strictObject({
    debtor: z.enum(DEBTOR_KINDS).meta({ description: 'Who owes: a person or a company' }),
    amount_centavos: z
      .int(issueMessage('claims.amountWhole'))
      .positive(issueMessage('claims.amountPositive'))
      .max(AMOUNT_MAX_CENTAVOS, issueMessage('claims.amountTooBig'))
      .meta({ description: 'How much is owed, in centavos, without interest and costs' }),
    since: notInFuture.meta({ description: 'The day the money was owed (should have been paid), YYYY-MM-DD' }),
    purpose: z.enum(CLAIM_PURPOSES).meta({ description: 'What the money is for' }),
    proof: z
      .array(z.enum(CLAIM_PROOFS))
      .min(1, issueMessage('claims.proofRequired'))
      .max(CLAIM_PROOFS.length)
      .refine((items) => new Set(items).size === items.length, issueMessage('claims.proofRepeated'))
      .refine((items) => !items.includes('NONE') || items.length === 1, issueMessage('claims.proofNoneAlone'))
      .meta({ description: 'What proof exists; NONE alone when there is none' }),
    agreement: z.enum(AGREEMENT_FORMS).meta({ description: 'Whether the agreement was written or oral' }),
    demand: z
      .discriminatedUnion('made', [
        z.strictObject({ made: z.literal(false) }),
        z.strictObject({ made: z.literal(true), date: notInFuture.meta({ description: 'The day the demand was made, YYYY-MM-DD' }) }),
      ])
      .meta({ description: 'Whether a demand to pay was made, and when' }),
    claimant: partySchema.meta({ description: 'Where the person owed lives' }),
    respondent: partySchema.meta({ description: 'Where the one who owes lives' }),
    same_town: z.boolean().optional().meta({ description: 'Both live in one city or municipality (asked where the list cannot tell)' }),
    adjoining_barangays: z.boolean().optional().meta({ description: 'When not: their barangays adjoin (RA 7160 §408(f))' }),
    claimant_abroad: z.boolean().meta({ description: 'The person owed is abroad now' }),
  })
  .refine((v) => !v.demand.made || v.demand.date >= v.since, {
    message: issueMessage('claims.demandBeforeDebt'),
    path: ['demand', 'date'],
  }) satisfies z.ZodType<MoneyClaimIntake, unknown>;

/** POST money-claims/{id}/steps: a step recorded — done, skipped, or the barangay's settlement or certification — on its day. */
export const claimStepInputSchema = z
  .strictObject({
    step: z.enum(CLAIM_STEP_NAMES).meta({ description: 'The step the claim is at' }),
    outcome: z.enum(CLAIM_OUTCOMES).meta({ description: 'DONE, SKIPPED (where the law lets it be), SETTLED or CERTIFIED (the barangay)' }),
    on: notInFuture.meta({ description: 'The day it happened, YYYY-MM-DD' }),
    recovered_centavos: z
      .int(issueMessage('claims.amountWhole'))
      .min(0, issueMessage('claims.amountPositive'))
      .max(AMOUNT_MAX_CENTAVOS, issueMessage('claims.amountTooBig'))
      .optional()
      .meta({ description: 'Collection: how much was recovered, in centavos' }),
  })
  .refine((v) => v.step !== 'collection' || v.recovered_centavos !== undefined, {
    message: issueMessage('claims.recoveredRequired'),
    path: ['recovered_centavos'],
  });
