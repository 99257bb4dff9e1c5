-- A short payment reference people can read out: "ABG-" and two groups of four from 32 characters
-- without 0/O/1/I. Kept in step with lib/format/payment-reference.ts (its test checks this function).
CREATE OR REPLACE FUNCTION payment_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'ABG-' || substr(code, 1, 4) || '-' || substr(code, 5, 4)
  FROM (
    SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + floor(random() * 32)::int, 1), '') AS code
    FROM generate_series(1, 8)
  ) AS drawn
$$;--> statement-breakpoint
-- A volatile default is drawn per row, so the payments already made get codes of their own.
ALTER TABLE "payments" ADD COLUMN "reference" text DEFAULT payment_reference() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference");
