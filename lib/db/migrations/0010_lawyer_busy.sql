-- A lawyer's busy time in a window, as the JSON array of [start, end] pairs that search and
-- availability read for each lawyer on a page (lib/server/availability/load-calendars.ts): every
-- time_holds row (active meetings and blockers) except a PAYMENT_PENDING hold whose payment window
-- has passed. A PL/pgSQL function so that its statement is planned once per connection and reused:
-- as a correlated subquery it was re-planned inside every page query, which on PGlite cost as much
-- as running it for the whole page.
CREATE FUNCTION "lawyer_busy"(p_lawyer uuid, p_from timestamptz, p_to timestamptz, p_now timestamptz)
RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_agg(json_build_array(h.start_at, h.end_at))
    FROM time_holds h LEFT JOIN meetings m ON m.id = h.meeting_id
    WHERE h.lawyer_id = p_lawyer
      AND tstzrange(h.start_at, h.end_at, '[)') && tstzrange(p_from, p_to, '[)')
      AND NOT (m.status IS NOT DISTINCT FROM 'PAYMENT_PENDING' AND m.hold_expires_at IS NOT NULL
               AND m.hold_expires_at <= p_now));
END
$$;
