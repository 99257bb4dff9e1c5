// Issue 75: the wire schemas of /api/v1/money-claims/**. A claim is its owner's alone: no lawyer, no other client
// and no visitor reads it (features/money-claims/server/claims.ts answers 404).
import { z } from 'zod';
import { CLAIM_STATUSES } from '@/features/money-claims/rules/claim-transitions';
import { CLAIM_OUTCOMES } from '@/features/money-claims/rules/claim-progress';
import { CLAIM_PURPOSES, CLAIM_STEP_NAMES, DEBTOR_KINDS } from '@/features/money-claims/rules/money-claims';
import { isoDateTime, uuid } from '@/lib/dto/wire';

/** A sentence of the `claims` catalogue and its values (the rule's section among them; days as YYYY-MM-DD). */
const wordsSchema = z.object({ key: z.string(), values: z.record(z.string(), z.string()) });

/** A step of the claim's timeline (claimTimeline): the rule's step, the section it applies, what was recorded. */
const timelineStepSchema = z
  .object({
    step: z.enum(CLAIM_STEP_NAMES),
    state: z.enum(['done', 'skipped', 'current', 'not-needed', 'ahead']),
    status: z.enum(['done', 'to-do', 'optional', 'skipped', 'ask']),
    skippable: z.boolean(),
    reason: z.string(),
    rule: z.string(),
    barangay: z.string().optional(),
    outcome: z.enum(CLAIM_OUTCOMES).optional(),
    on: z.string().optional(),
    may: z.array(z.enum(CLAIM_OUTCOMES)),
    /** Its reason in the `claims` catalogue's words (claim-words.ts), the section among the values. */
    words: wordsSchema,
  })
  .meta({ id: 'MoneyClaimStep' });

/** One claim as its owner reads it. */
export const moneyClaimSchema = z
  .object({
    _id: uuid,
    status: z.enum(CLAIM_STATUSES),
    amount_centavos: z.number().int(),
    recovered_centavos: z.number().int().nullable(),
    debtor: z.enum(DEBTOR_KINDS),
    purpose: z.enum(CLAIM_PURPOSES),
    since: z.string(),
    steps: z.array(timelineStepSchema),
    /** What the rules say of the whole claim: whether it fits small claims, which court, the last day to file. */
    notes: z.array(wordsSchema),
    created_at: isoDateTime,
  })
  .meta({ id: 'MoneyClaim' });
export type MoneyClaimDto = z.infer<typeof moneyClaimSchema>;

/** GET money-claims: the owner's claims, newest first. */
export const moneyClaimListSchema = z.object({ results: z.array(moneyClaimSchema) }).meta({ id: 'MoneyClaimList' });
