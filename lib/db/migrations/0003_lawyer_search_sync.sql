-- Keeps lawyer_search (the narrow search projection, lib/db/schema/search.ts) equal to
--   SELECT ... FROM lawyer_profiles WHERE listed
-- where listed = public AND complete AND IBP-verified AND the user account is not disabled.
-- Statement-level triggers with transition tables refresh every touched lawyer in one set-based
-- statement, so bulk loads (the seed's 500-row inserts) cost one refresh per statement, not per row.
-- INSERT ... ON CONFLICT keeps two concurrent refreshes of one lawyer from colliding.
CREATE FUNCTION "lawyer_search_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM lawyer_search s
  WHERE s.lawyer_id = ANY(ids)
    AND NOT EXISTS (
      SELECT 1 FROM lawyer_profiles p JOIN users u ON u.id = p.user_id
      WHERE p.user_id = s.lawyer_id AND p.is_public AND p.is_complete AND p.ibp_verified AND u.disabled_at IS NULL);
  INSERT INTO lawyer_search (lawyer_id, rating_avg, bar_year, price_30, price_60, region, areas, languages, legal_problems, has_phone)
  SELECT p.user_id, p.rating_avg, p.bar_year, s30.price_centavos, s60.price_centavos, p.region, p.areas, p.languages, p.legal_problems,
         coalesce(p.phone, '') <> ''
  FROM lawyer_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN lawyer_services s30 ON s30.lawyer_id = p.user_id AND s30.duration_minutes = 30
  LEFT JOIN lawyer_services s60 ON s60.lawyer_id = p.user_id AND s60.duration_minutes = 60
  WHERE p.user_id = ANY(ids) AND p.is_public AND p.is_complete AND p.ibp_verified AND u.disabled_at IS NULL
  ON CONFLICT (lawyer_id) DO UPDATE SET
    rating_avg = EXCLUDED.rating_avg, bar_year = EXCLUDED.bar_year, price_30 = EXCLUDED.price_30, price_60 = EXCLUDED.price_60,
    region = EXCLUDED.region, areas = EXCLUDED.areas, languages = EXCLUDED.languages, legal_problems = EXCLUDED.legal_problems,
    has_phone = EXCLUDED.has_phone;
$$;
--> statement-breakpoint
CREATE FUNCTION "lawyer_search_sync_profiles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lawyer_search_refresh(ARRAY(SELECT user_id FROM changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lawyer_profiles_search_insert" AFTER INSERT ON "lawyer_profiles"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "lawyer_search_sync_profiles"();
--> statement-breakpoint
CREATE TRIGGER "lawyer_profiles_search_update" AFTER UPDATE ON "lawyer_profiles"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "lawyer_search_sync_profiles"();
--> statement-breakpoint
CREATE FUNCTION "lawyer_search_sync_services"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lawyer_search_refresh(ARRAY(SELECT DISTINCT lawyer_id FROM changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lawyer_services_search_insert" AFTER INSERT ON "lawyer_services"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "lawyer_search_sync_services"();
--> statement-breakpoint
CREATE TRIGGER "lawyer_services_search_update" AFTER UPDATE ON "lawyer_services"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "lawyer_search_sync_services"();
--> statement-breakpoint
CREATE TRIGGER "lawyer_services_search_delete" AFTER DELETE ON "lawyer_services"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "lawyer_search_sync_services"();
--> statement-breakpoint
CREATE FUNCTION "lawyer_search_sync_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lawyer_search_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_search_disabled" AFTER UPDATE OF "disabled_at" ON "users"
  FOR EACH ROW WHEN (OLD.disabled_at IS DISTINCT FROM NEW.disabled_at) EXECUTE FUNCTION "lawyer_search_sync_user"();
--> statement-breakpoint
SELECT lawyer_search_refresh(ARRAY(SELECT user_id FROM lawyer_profiles));
