-- Issue 62, fixed-price services: a lawyer's offers from the catalogue (lib/reference/legal-services.ts), the order
-- of one (a work item of kind SERVICE with its order row: intake, clock, revisions), its deliveries and their files,
-- and its dispute. An order moves by its state table (lib/rules/service-order-transitions.ts) through stateWriter,
-- which records each move in domain_events under the aggregate 'service-order'.
ALTER TABLE "work_items" ADD COLUMN "kind" text NOT NULL DEFAULT 'CUSTOM';
--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_kind_check" CHECK ("kind" IN ('CUSTOM', 'SERVICE'));
--> statement-breakpoint
ALTER TABLE "work_item_events" DROP CONSTRAINT "work_item_events_actor_check";
--> statement-breakpoint
ALTER TABLE "work_item_events" ADD CONSTRAINT "work_item_events_actor_check" CHECK ("actor_role" IN ('LAWYER', 'CUSTOMER', 'PAYMENT', 'SYSTEM', 'ADMIN'));
--> statement-breakpoint
CREATE TABLE "lawyer_service_offers" (
  "lawyer_id" uuid NOT NULL REFERENCES "lawyer_profiles"("user_id") ON DELETE cascade,
  "service_type" text NOT NULL,
  "price_pesos" integer NOT NULL,
  "turnaround_days" integer NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("lawyer_id", "service_type"),
  CONSTRAINT "lawyer_service_offers_type_check" CHECK ("service_type" IN ('DEMAND_LETTER', 'DEMAND_REPLY', 'CONTRACT_REVIEW', 'LEASE_REVIEW', 'AFFIDAVIT', 'SPA', 'SMALL_CLAIMS_KIT', 'BARANGAY_COMPLAINT')),
  CONSTRAINT "lawyer_service_offers_price_check" CHECK ("price_pesos" > 0),
  CONSTRAINT "lawyer_service_offers_days_check" CHECK ("turnaround_days" BETWEEN 1 AND 60)
);
--> statement-breakpoint
CREATE INDEX "lawyer_service_offers_type_idx" ON "lawyer_service_offers" ("service_type", "lawyer_id");
--> statement-breakpoint
CREATE TABLE "service_orders" (
  -- "id" is the id of its work item (one order per work item of kind SERVICE).
  "id" uuid PRIMARY KEY REFERENCES "work_items"("id") ON DELETE cascade,
  "lawyer_id" uuid NOT NULL REFERENCES "lawyer_profiles"("user_id") ON DELETE restrict,
  "customer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
  "service_type" text NOT NULL,
  "status" text NOT NULL DEFAULT 'AWAITING_PAYMENT',
  "price_centavos" integer NOT NULL,
  "turnaround_days" integer NOT NULL,
  "revisions_included" integer NOT NULL,
  "revisions_used" integer NOT NULL DEFAULT 0,
  "other_party_name" text,
  "intake" jsonb NOT NULL,
  "limited_service_accepted_at" timestamp with time zone NOT NULL,
  "paid_at" timestamp with time zone,
  "take_by" timestamp with time zone,
  "countersigned_at" timestamp with time zone,
  "due_at" timestamp with time zone,
  "last_delivered_at" timestamp with time zone,
  "accepted_at" timestamp with time zone,
  "cancel_reason" text,
  "decline_reason" text,
  "closed_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "service_orders_type_check" CHECK ("service_type" IN ('DEMAND_LETTER', 'DEMAND_REPLY', 'CONTRACT_REVIEW', 'LEASE_REVIEW', 'AFFIDAVIT', 'SPA', 'SMALL_CLAIMS_KIT', 'BARANGAY_COMPLAINT')),
  CONSTRAINT "service_orders_status_check" CHECK ("status" IN ('AWAITING_PAYMENT', 'AWAITING_LAWYER', 'IN_PROGRESS', 'DELIVERED', 'ACCEPTED', 'DISPUTED', 'RESOLVED', 'CANCELLED')),
  CONSTRAINT "service_orders_cancel_reason_check" CHECK ("cancel_reason" IS NULL OR "cancel_reason" IN ('WITHDRAWN', 'DECLINED', 'NOT_TAKEN', 'LATE')),
  CONSTRAINT "service_orders_price_check" CHECK ("price_centavos" > 0),
  CONSTRAINT "service_orders_revisions_check" CHECK ("revisions_used" >= 0 AND "revisions_used" <= "revisions_included")
);
--> statement-breakpoint
CREATE INDEX "service_orders_lawyer_idx" ON "service_orders" ("lawyer_id", "status");
--> statement-breakpoint
CREATE INDEX "service_orders_customer_idx" ON "service_orders" ("customer_id", "created_at");
--> statement-breakpoint
CREATE INDEX "service_orders_clock_idx" ON "service_orders" ("status", "take_by");
--> statement-breakpoint
CREATE TABLE "service_deliveries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "order_id" uuid NOT NULL REFERENCES "service_orders"("id") ON DELETE cascade,
  "number" integer NOT NULL,
  "note" text,
  "due_at" timestamp with time zone NOT NULL,
  "delivered_at" timestamp with time zone NOT NULL DEFAULT now(),
  "late" boolean NOT NULL,
  CONSTRAINT "service_deliveries_number_key" UNIQUE ("order_id", "number")
);
--> statement-breakpoint
CREATE TABLE "service_delivery_files" (
  "delivery_id" uuid NOT NULL REFERENCES "service_deliveries"("id") ON DELETE cascade,
  "file_id" uuid NOT NULL REFERENCES "stored_files"("id") ON DELETE cascade,
  PRIMARY KEY ("delivery_id", "file_id")
);
--> statement-breakpoint
CREATE TABLE "service_disputes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "order_id" uuid NOT NULL REFERENCES "service_orders"("id") ON DELETE cascade,
  "opened_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "reason" text NOT NULL,
  "opened_at" timestamp with time zone NOT NULL DEFAULT now(),
  "answer_by" timestamp with time zone NOT NULL,
  "answer" text,
  "answered_at" timestamp with time zone,
  "outcome" text,
  "refund_centavos" integer,
  "decision_reason" text,
  "decided_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "decided_at" timestamp with time zone,
  "refund_id" uuid,
  CONSTRAINT "service_disputes_order_key" UNIQUE ("order_id"),
  CONSTRAINT "service_disputes_outcome_check" CHECK ("outcome" IS NULL OR "outcome" IN ('NO_REFUND', 'PARTIAL', 'FULL')),
  CONSTRAINT "service_disputes_refund_check" CHECK ("refund_centavos" IS NULL OR "refund_centavos" > 0)
);
--> statement-breakpoint
CREATE INDEX "service_disputes_open_idx" ON "service_disputes" ("decided_at", "opened_at");
--> statement-breakpoint
CREATE TABLE "service_dispute_files" (
  "dispute_id" uuid NOT NULL REFERENCES "service_disputes"("id") ON DELETE cascade,
  "file_id" uuid NOT NULL REFERENCES "stored_files"("id") ON DELETE cascade,
  PRIMARY KEY ("dispute_id", "file_id")
);
--> statement-breakpoint
ALTER TABLE "domain_events" DROP CONSTRAINT "domain_events_aggregate_check";
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_aggregate_check"
  CHECK ("aggregate" IN ('meeting', 'payment', 'work-item', 'additional-service', 'letter', 'refund',
    'comment', 'payout', 'moderation', 'verification', 'deletion', 'triage', 'phone', 'question', 'legal-aid', 'service-order'));
