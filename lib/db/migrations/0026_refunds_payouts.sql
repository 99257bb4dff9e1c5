CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"amount_centavos" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"requested_by" uuid,
	"method" text DEFAULT 'provider' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_refund_id" text,
	"reference" text,
	"failure_reason" text,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"next_send_at" timestamp with time zone DEFAULT now(),
	"sent_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" IN ('provider', 'manual')),
	CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" IN ('CLIENT_CANCELLED', 'LAWYER_CANCELLED', 'LAWYER_NO_SHOW', 'LATE_PAYMENT', 'ADMIN_DECISION', 'LEGACY')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_centavos" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_centavos" integer NOT NULL,
	"reason" text NOT NULL,
	"notes" text,
	"metadata" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_status_check" CHECK ("sandbox_refunds"."status" IN ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"total_centavos" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"bank_reference" text,
	CONSTRAINT "payout_batches_status_check" CHECK ("payout_batches"."status" IN ('OPEN', 'PAID')),
	CONSTRAINT "payout_batches_paid_check" CHECK (("payout_batches"."status" = 'PAID') = ("payout_batches"."paid_at" IS NOT NULL AND "payout_batches"."bank_reference" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"payout_id" uuid NOT NULL,
	"gross_centavos" integer NOT NULL,
	"fee_centavos" integer NOT NULL,
	"net_centavos" integer NOT NULL,
	CONSTRAINT "payout_items_net_check" CHECK ("payout_items"."net_centavos" = "payout_items"."gross_centavos" - "payout_items"."fee_centavos" AND "payout_items"."fee_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"amount_centavos" integer NOT NULL,
	"bank_name" text NOT NULL,
	"provider_bank_id" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_centavos" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_centavos" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_key" ON "refunds" USING btree ("provider","provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_per_payment" ON "refunds" USING btree ("payment_id") WHERE "refunds"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_unsent_idx" ON "refunds" USING btree ("next_send_at") WHERE "refunds"."status" = 'pending' AND "refunds"."provider_refund_id" IS NULL;--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("checked_at") WHERE "refunds"."status" = 'pending' AND "refunds"."provider_refund_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_unnotified_idx" ON "refunds" USING btree ("settled_at") WHERE "refunds"."settled_at" IS NOT NULL AND "refunds"."notified_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_key" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_due_idx" ON "sandbox_refunds" USING btree ("settles_at") WHERE "sandbox_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payout_batches_created_idx" ON "payout_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payout_items_payout_idx" ON "payout_items" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_batch_lawyer_key" ON "payouts" USING btree ("batch_id","lawyer_id");--> statement-breakpoint
CREATE INDEX "payouts_lawyer_idx" ON "payouts" USING btree ("lawyer_id");--> statement-breakpoint
-- Every payment taken before this migration was paid at a 0 % platform fee (the only rate there was).
UPDATE "payments" SET "fee_centavos" = 0 WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
-- Refunds an admin recorded by hand before refunds went through the provider: their row in the
-- ledger, already told to the client.
INSERT INTO "refunds" ("id", "payment_id", "provider", "amount_centavos", "reason", "requested_by", "method", "status", "idempotency_key", "reference", "next_send_at", "settled_at", "notified_at", "created_at", "updated_at")
SELECT r.id, r.payment_id, r.provider, r.amount_centavos, 'LEGACY', r.refunded_by, 'manual', 'succeeded', 'refund-' || r.id, r.refund_reference, NULL, r.refunded_at, r.refunded_at, r.refunded_at, r.refunded_at
FROM (SELECT gen_random_uuid() AS id, p.id AS payment_id, p.provider, p.amount_centavos, p.refunded_by, p.refund_reference, coalesce(p.refunded_at, p.updated_at) AS refunded_at
      FROM "payments" p WHERE p."status" = 'REFUNDED') r;--> statement-breakpoint
-- Money still owed back when this migration ran: a refund to be sent through the provider by the
-- scheduler's next pass, as a refund granted today would be.
INSERT INTO "refunds" ("id", "payment_id", "provider", "amount_centavos", "reason", "status", "idempotency_key")
SELECT r.id, r.payment_id, r.provider, r.amount_centavos, 'LEGACY', 'pending', 'refund-' || r.id
FROM (SELECT gen_random_uuid() AS id, p.id AS payment_id, p.provider, p.amount_centavos FROM "payments" p WHERE p."status" = 'REFUND_REQUIRED') r;
