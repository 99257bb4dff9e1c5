-- lawyer_search.facets (0007): every filterable value as a token under one GIN index. The refresh
-- now fills it; tokens: 'r:<region>', 'a:<area>', 'l:<language>', 'p:<legal problem id>', 'phone'.
CREATE OR REPLACE FUNCTION "lawyer_search_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM lawyer_search s
  WHERE s.lawyer_id = ANY(ids)
    AND NOT EXISTS (
      SELECT 1 FROM lawyer_profiles p JOIN users u ON u.id = p.user_id
      WHERE p.user_id = s.lawyer_id AND p.is_public AND p.is_complete AND p.ibp_verified AND u.disabled_at IS NULL);
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
  WHERE p.user_id = ANY(ids) AND p.is_public AND p.is_complete AND p.ibp_verified AND u.disabled_at IS NULL
  ON CONFLICT (lawyer_id) DO UPDATE SET
    rating_avg = EXCLUDED.rating_avg, bar_year = EXCLUDED.bar_year, price_30 = EXCLUDED.price_30, price_60 = EXCLUDED.price_60,
    region = EXCLUDED.region, areas = EXCLUDED.areas, languages = EXCLUDED.languages, legal_problems = EXCLUDED.legal_problems,
    has_phone = EXCLUDED.has_phone, display_name = EXCLUDED.display_name, picture_url = EXCLUDED.picture_url, city = EXCLUDED.city,
    review_count = EXCLUDED.review_count, timezone = EXCLUDED.timezone, notice_minutes = EXCLUDED.notice_minutes,
    weekly_hours = EXCLUDED.weekly_hours, facets = EXCLUDED.facets;
$$;
--> statement-breakpoint
SELECT lawyer_search_refresh(ARRAY(SELECT user_id FROM lawyer_profiles));
