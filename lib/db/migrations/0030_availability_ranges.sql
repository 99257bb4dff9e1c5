-- Several time ranges per weekday (issue 27: a lunch break): a lawyer_availability row is now one
-- range [start_minute, end_minute) of a weekday, so the key gains start_minute. A day's rows share
-- its `available` flag (a day switched off keeps its ranges for when it is switched on again).
ALTER TABLE "lawyer_availability" DROP CONSTRAINT "lawyer_availability_lawyer_id_weekday_pk";--> statement-breakpoint
ALTER TABLE "lawyer_availability" ADD CONSTRAINT "lawyer_availability_lawyer_id_weekday_start_minute_pk" PRIMARY KEY ("lawyer_id", "weekday", "start_minute");--> statement-breakpoint
-- Ranges of one day never overlap (they may touch: 09:00–12:00 and 12:00–13:00). The form and the
-- handler refuse an overlap with a message first; this holds it against any other writer. A trigger,
-- not an exclusion constraint: that needs btree_gist, which PGlite does not load by default.
CREATE FUNCTION "lawyer_availability_no_overlap"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM lawyer_availability a
             WHERE a.lawyer_id = NEW.lawyer_id AND a.weekday = NEW.weekday AND a.start_minute <> NEW.start_minute
               AND a.start_minute < NEW.end_minute AND NEW.start_minute < a.end_minute) THEN
    RAISE EXCEPTION 'availability ranges of weekday % overlap', NEW.weekday USING ERRCODE = 'exclusion_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "lawyer_availability_no_overlap" AFTER INSERT OR UPDATE ON "lawyer_availability"
  DEFERRABLE INITIALLY IMMEDIATE FOR EACH ROW EXECUTE FUNCTION "lawyer_availability_no_overlap"();--> statement-breakpoint
-- The weekly hours a calendar is built from, in one place for the search projection and the
-- profile-side calendars (lib/server/availability/load-calendars.ts): the available ranges as
-- (weekday, start minute, end minute) triples, in order. A day off has none.
CREATE FUNCTION "lawyer_weekly_hours"(lawyer uuid) RETURNS smallint[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(SELECT x.v
               FROM lawyer_availability a
               CROSS JOIN LATERAL (VALUES (a.weekday, 0), (a.start_minute, 1), (a.end_minute, 2)) AS x(v, k)
               WHERE a.lawyer_id = lawyer AND a.available
               ORDER BY a.weekday, a.start_minute, x.k)::smallint[];
$$;--> statement-breakpoint
-- 0021's refresh with weekly_hours from lawyer_weekly_hours (the only change).
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
         lawyer_weekly_hours(p.user_id),
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
