DROP INDEX "notary_profiles_city_idx";--> statement-breakpoint
ALTER TABLE "notary_profiles" ADD COLUMN "territory" text;--> statement-breakpoint
ALTER TABLE "notary_profiles" ADD COLUMN "ptr_number" text;--> statement-breakpoint
ALTER TABLE "notary_profiles" ADD COLUMN "mcle_number" text;--> statement-breakpoint
ALTER TABLE "notary_profiles" ADD COLUMN "office_days" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notary_profiles" ADD COLUMN "opens_at" text;--> statement-breakpoint
ALTER TABLE "notary_profiles" ADD COLUMN "closes_at" text;--> statement-breakpoint
ALTER TABLE "notary_profiles" ADD COLUMN "is_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "notary_profiles_city_idx" ON "notary_profiles" USING btree ("city_slug") WHERE "notary_profiles"."is_public" AND "notary_profiles"."is_complete";--> statement-breakpoint
-- Earlier rows (the demo seed) kept hours as text, all "Monday to Friday, 9:00 AM – 5:00 PM", and
-- services as labels: carry them over as structured hours and service slugs.
UPDATE "notary_profiles" SET "office_days" = '{1,2,3,4,5}', "opens_at" = '09:00', "closes_at" = '17:00' WHERE "office_hours" IS NOT NULL;--> statement-breakpoint
UPDATE "notary_profiles" SET "services" = ARRAY(
  SELECT DISTINCT CASE s
    WHEN 'Acknowledgments' THEN 'acknowledgment'
    WHEN 'Jurats (affidavits)' THEN 'jurat'
    WHEN 'Special power of attorney' THEN 'special-power-of-attorney'
    WHEN 'Deeds of sale' THEN 'deed-of-sale'
    WHEN 'Copy certification' THEN 'copy-certification'
    ELSE 'acknowledgment' END
  FROM unnest("services") AS s
);--> statement-breakpoint
ALTER TABLE "notary_profiles" DROP COLUMN "office_hours";