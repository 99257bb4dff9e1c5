CREATE TYPE "public"."report_status" AS ENUM('OPEN', 'ACTIONED', 'DISMISSED');--> statement-breakpoint
CREATE TYPE "public"."report_target" AS ENUM('review', 'lawyer', 'notary');--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_type" "report_target" NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" "report_status" DEFAULT 'OPEN' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD COLUMN "verification_submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD COLUMN "ibp_renewal_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_by" uuid;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notary_profiles" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notary_profiles" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_key" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'OPEN';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbound_emails_status_idx" ON "outbound_emails" USING btree ("status","created_at");
--> statement-breakpoint
-- Documents already under review were sent when the lawyer signed up.
UPDATE "lawyer_profiles" SET "verification_submitted_at" = "created_at";
--> statement-breakpoint
-- A lawyer profile hidden by moderation leaves the search projection like a disabled account
-- (lib/server/lawyers/listed-lawyer.ts applies the same rule to every other surface).
CREATE OR REPLACE FUNCTION "lawyer_search_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM lawyer_search s
  WHERE s.lawyer_id = ANY(ids)
    AND NOT EXISTS (
      SELECT 1 FROM lawyer_profiles p JOIN users u ON u.id = p.user_id
      WHERE p.user_id = s.lawyer_id AND p.is_public AND p.is_complete AND p.ibp_verified AND p.hidden_at IS NULL AND u.disabled_at IS NULL);
  INSERT INTO lawyer_search (lawyer_id, rating_avg, bar_year, price_30, price_60, region, areas, languages, legal_problems, has_phone,
                             display_name, picture_url, city, review_count, timezone, notice_minutes, weekly_hours, facets)
  SELECT p.user_id, p.rating_avg, p.bar_year, s30.price_centavos, s60.price_centavos, p.region, p.areas, p.languages, p.legal_problems,
         coalesce(p.phone, '') <> '',
         p.display_name, p.picture_url, p.city, p.review_count, p.timezone, p.notice_time_minutes,
         ARRAY(SELECT CASE WHEN a.available THEN x.v ELSE -1 END
               FROM generate_series(0, 6) AS d(w)
               LEFT JOIN lawyer_availability a ON a.lawyer_id = p.user_id AND a.weekday = d.w
               CROSS JOIN LATERAL (VALUES (a.start_minute, 0), (a.end_minute, 1)) AS x(v, k)
               ORDER BY d.w, x.k)::smallint[],
         ARRAY['r:' || coalesce(p.region, '')]
           || ARRAY(SELECT 'a:' || x FROM unnest(p.areas) AS x)
           || ARRAY(SELECT 'l:' || x FROM unnest(p.languages) AS x)
           || ARRAY(SELECT 'p:' || x FROM unnest(p.legal_problems) AS x)
           || CASE WHEN coalesce(p.phone, '') <> '' THEN ARRAY['phone'] ELSE '{}'::text[] END
  FROM lawyer_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN lawyer_services s30 ON s30.lawyer_id = p.user_id AND s30.duration_minutes = 30
  LEFT JOIN lawyer_services s60 ON s60.lawyer_id = p.user_id AND s60.duration_minutes = 60
  WHERE p.user_id = ANY(ids) AND p.is_public AND p.is_complete AND p.ibp_verified AND p.hidden_at IS NULL AND u.disabled_at IS NULL
  ON CONFLICT (lawyer_id) DO UPDATE SET
    rating_avg = EXCLUDED.rating_avg, bar_year = EXCLUDED.bar_year, price_30 = EXCLUDED.price_30, price_60 = EXCLUDED.price_60,
    region = EXCLUDED.region, areas = EXCLUDED.areas, languages = EXCLUDED.languages, legal_problems = EXCLUDED.legal_problems,
    has_phone = EXCLUDED.has_phone, display_name = EXCLUDED.display_name, picture_url = EXCLUDED.picture_url, city = EXCLUDED.city,
    review_count = EXCLUDED.review_count, timezone = EXCLUDED.timezone, notice_minutes = EXCLUDED.notice_minutes,
    weekly_hours = EXCLUDED.weekly_hours, facets = EXCLUDED.facets;
$$;
--> statement-breakpoint
SELECT lawyer_search_refresh(ARRAY(SELECT user_id FROM lawyer_profiles));
--> statement-breakpoint
-- The audit log is append-only: no row is changed or deleted, except that deleting an account keeps
-- its rows with actor_id set to null (the foreign key's ON DELETE SET NULL is an UPDATE).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
     AND (NEW.id, NEW.action, NEW.target_type, NEW.target_id, NEW.reason, NEW.metadata, NEW.created_at)
         IS NOT DISTINCT FROM (OLD.id, OLD.action, OLD.target_type, OLD.target_id, OLD.reason, OLD.metadata, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
