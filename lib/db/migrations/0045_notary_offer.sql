-- Issue 43: a notary's offer of in-person appointments. The office hours already on the profile are
-- the hours appointments are offered in; a notary takes bookings only once they switch it on, and may
-- let clients pay at the office. Per service: a fee, a typical length and what to bring (keys of
-- lib/reference/notary-checklist.ts, shown in the reader's language).
ALTER TABLE "notary_profiles" ADD COLUMN "takes_bookings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notary_profiles" ADD COLUMN "pay_at_office" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "notary_service_offers" (
  "notary_id" uuid NOT NULL REFERENCES "notary_profiles"("id") ON DELETE CASCADE,
  "service" text NOT NULL,
  "fee_centavos" integer NOT NULL,
  "duration_minutes" smallint NOT NULL,
  "checklist" text[] DEFAULT '{}'::text[] NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "notary_service_offers_pkey" PRIMARY KEY ("notary_id", "service"),
  CONSTRAINT "notary_service_offers_fee_check" CHECK ("fee_centavos" BETWEEN 0 AND 10000000),
  CONSTRAINT "notary_service_offers_duration_check" CHECK ("duration_minutes" IN (15, 30, 45, 60, 90)),
  CONSTRAINT "notary_service_offers_id_check" CHECK ('government-id' = ANY ("checklist"))
);--> statement-breakpoint
CREATE INDEX "notary_service_offers_service_idx" ON "notary_service_offers" USING btree ("service");
