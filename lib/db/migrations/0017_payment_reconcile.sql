-- Missed webhooks (lib/server/payments/reconcile-payments.ts): payments.reconciled_at is when the
-- provider was last asked about a checkout (cleared when its hold expires, for one last look); two
-- partial indexes serve the job's claim query every scheduler tick. sandbox_checkout_sessions is the
-- built-in sandbox provider's own record of its checkouts, so it can answer that question as PayMongo does.
CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_centavos" integer NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"method" text,
	"event" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkout_sessions_status_check" CHECK ("sandbox_checkout_sessions"."status" IN ('active', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("provider","created_at") WHERE "payments"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "payments_expired_unchecked_idx" ON "payments" USING btree ("provider","updated_at") WHERE "payments"."status" = 'EXPIRED' AND "payments"."reconciled_at" IS NULL;