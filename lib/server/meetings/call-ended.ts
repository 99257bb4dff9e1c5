import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { PRESENCE_TIMEOUT_MS } from './attendance';

/**
 * Whether the call of meeting `m` (the alias in the caller's query) is over before its window
 * closed: a party hung up — the Leave button; the other party's page then leaves too — after the
 * last time anyone came into the call, and nobody is in it now (no open attendance row seen within
 * PRESENCE_TIMEOUT_MS). A page closed or reloaded sends no hang-up, so two parties reloading at once
 * never end their consultation. The settlement reads it, with both parties' attendance, to settle a
 * consultation that took place at once instead of when the window closes.
 */
export function callEndedSql(now: Date): SQL {
  const seenSince = new Date(now.getTime() - PRESENCE_TIMEOUT_MS).toISOString();
  return sql`(
    EXISTS (SELECT 1 FROM call_signals h
            WHERE h.meeting_id = m.id AND h.kind = 'hangup'
              AND h.id > coalesce((SELECT max(j.id) FROM call_signals j
                                   WHERE j.meeting_id = m.id AND j.kind = 'presence' AND j.payload->>'state' = 'in-call'), 0))
    AND NOT EXISTS (SELECT 1 FROM call_attendance a
                    WHERE a.meeting_id = m.id AND a.left_at IS NULL AND a.last_seen_at > ${seenSince}::timestamptz))`;
}
