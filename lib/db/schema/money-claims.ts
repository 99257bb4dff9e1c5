import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { CLAIM_OUTCOMES, type ClaimOutcome } from '@/features/money-claims/rules/claim-progress';
import { CLAIM_STEP_NAMES, type ClaimStepName, type MoneyClaimIntake } from '@/features/money-claims/rules/money-claims';
import { CLAIM_STATUSES, type ClaimStatus } from '@/features/money-claims/rules/claim-transitions';
import { sqlList } from './sql-list';

/**
 * Issue 75, item 2: a money claim the person owns, with or without a lawyer (migration 0072). Only its owner sees
 * it; it goes with their account.
 */
export const moneyClaims = pgTable(
  'money_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ClaimStatus>().notNull(),
    /** The intake as its schema gave it (moneyClaimIntakeSchema): the rules read it again for the timeline. */
    intake: jsonb('intake').$type<MoneyClaimIntake>().notNull(),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
    recoveredCentavos: bigint('recovered_centavos', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('money_claims_client_idx').on(t.clientId, t.createdAt),
    check('money_claims_status_check', sql`${t.status} IN (${sqlList(CLAIM_STATUSES)})`),
    check('money_claims_amount_check', sql`${t.amountCentavos} > 0`),
    check('money_claims_recovered_check', sql`${t.recoveredCentavos} IS NULL OR ${t.recoveredCentavos} >= 0`),
  ],
);

/** Each step the person recorded: done (on its day) or skipped where the law lets it be. */
export const moneyClaimSteps = pgTable(
  'money_claim_steps',
  {
    claimId: uuid('claim_id')
      .notNull()
      .references(() => moneyClaims.id, { onDelete: 'cascade' }),
    step: text('step').$type<ClaimStepName>().notNull(),
    outcome: text('outcome').$type<ClaimOutcome>().notNull(),
    onDay: date('on_day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'money_claim_steps_pkey', columns: [t.claimId, t.step] }),
    check('money_claim_steps_step_check', sql`${t.step} IN (${sqlList(CLAIM_STEP_NAMES)})`),
    check('money_claim_steps_outcome_check', sql`${t.outcome} IN (${sqlList(CLAIM_OUTCOMES)})`),
  ],
);
