-- Issue 75, item 2: a money claim the person owns, with or without a lawyer — its intake as given, the step it is
-- at (a transition table: features/money-claims/rules/claim-transitions.ts), and each step recorded done or skipped.
CREATE TABLE "money_claims" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "client_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "status" text NOT NULL,
  "intake" jsonb NOT NULL,
  "amount_centavos" bigint NOT NULL,
  "recovered_centavos" bigint,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "money_claims_status_check" CHECK ("status" IN ('DEMAND', 'BARANGAY', 'COURT', 'COLLECTION', 'RECOVERED', 'CLOSED')),
  CONSTRAINT "money_claims_amount_check" CHECK ("amount_centavos" > 0),
  CONSTRAINT "money_claims_recovered_check" CHECK ("recovered_centavos" IS NULL OR "recovered_centavos" >= 0)
);
--> statement-breakpoint
CREATE INDEX "money_claims_client_idx" ON "money_claims" ("client_id", "created_at");
--> statement-breakpoint
CREATE TABLE "money_claim_steps" (
  "claim_id" uuid NOT NULL REFERENCES "money_claims"("id") ON DELETE CASCADE,
  "step" text NOT NULL,
  "outcome" text NOT NULL,
  "on_day" date NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "money_claim_steps_pkey" PRIMARY KEY ("claim_id", "step"),
  CONSTRAINT "money_claim_steps_step_check" CHECK ("step" IN ('demand', 'barangay', 'court', 'collection')),
  CONSTRAINT "money_claim_steps_outcome_check" CHECK ("outcome" IN ('DONE', 'SKIPPED', 'SETTLED', 'CERTIFIED'))
);
--> statement-breakpoint
ALTER TABLE "domain_events" DROP CONSTRAINT "domain_events_aggregate_check";
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_aggregate_check" CHECK ("aggregate" IN ('meeting', 'payment', 'work-item', 'additional-service', 'letter', 'refund', 'comment', 'payout', 'moderation', 'verification', 'deletion', 'triage', 'phone', 'question', 'legal-aid', 'service-order', 'matter', 'money-claim'));
