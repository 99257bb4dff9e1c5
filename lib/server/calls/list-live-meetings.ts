import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { callKindsSql } from '@/lib/server/meetings/meeting-kind-sql';
import { joinPagePath } from '@/lib/config/call-pages';
import { callStateOf, joinWindow } from '@/lib/rules/join-window';
import type { LiveMeetingDto } from '@/lib/dto/video-call';
import { presenceOf } from './presence';

type Row = {
  id: string;
  status: string;
  start_at: string | Date;
  end_at: string | Date;
  settled_at: string | Date | null;
  call_type: 'VIDEO' | 'PHONE';
  peer_id: string;
  peer_name: string;
  peer_picture: string | null;
};

const DAY = 24 * 60 * 60_000;

/**
 * GET meetings/live: the viewer's meetings that can be joined now (paid, inside the join window),
 * soonest first, each with the other party and whether they are waiting (in the lobby or the call).
 * Consultations only: a notarial appointment is in person (issue 43).
 * What the portals' "Join now" banner polls, and what tells a meetings page to open on today's tab.
 */
export async function listLiveMeetings(viewer: { id: string; type: 'CUSTOMER' | 'LAWYER' }, now = new Date()): Promise<LiveMeetingDto[]> {
  const asLawyer = viewer.type === 'LAWYER';
  const db = await getDb();
  // The SQL only narrows to a range of start times on the party's (…, start_at) index, wider than any
  // window (no consultation lasts a day); callStateOf, the join rule itself, decides which are open.
  const from = new Date(now.getTime() - 2 * DAY).toISOString();
  const to = new Date(now.getTime() + DAY).toISOString();
  const rows = await queryRows<Row>(
    db,
    asLawyer
      ? sql`SELECT m.id, m.status, m.start_at, m.end_at, m.settled_at, m.call_type, m.customer_id AS peer_id,
                   cu.first_name || ' ' || cu.last_name AS peer_name, cu.picture_url AS peer_picture
            FROM meetings m JOIN users cu ON cu.id = m.customer_id
            WHERE m.lawyer_id = ${viewer.id}::uuid AND m.status IN ('CONFIRMED', 'COMPLETED') AND m.kind IN ${callKindsSql()}
              AND m.start_at > ${from}::timestamptz AND m.start_at < ${to}::timestamptz
            ORDER BY m.start_at, m.id`
      : sql`SELECT m.id, m.status, m.start_at, m.end_at, m.settled_at, m.call_type, m.lawyer_id AS peer_id,
                   'Atty. ' || lp.display_name AS peer_name, coalesce(lp.picture_url, lu.picture_url) AS peer_picture
            FROM meetings m JOIN lawyer_profiles lp ON lp.user_id = m.lawyer_id JOIN users lu ON lu.id = m.lawyer_id
            WHERE m.customer_id = ${viewer.id}::uuid AND m.status IN ('CONFIRMED', 'COMPLETED') AND m.kind IN ${callKindsSql()}
              AND m.start_at > ${from}::timestamptz AND m.start_at < ${to}::timestamptz
            ORDER BY m.start_at, m.id`,
  );
  const open = rows
    .map((r) => ({
      ...r,
      startAt: new Date(r.start_at),
      endAt: new Date(r.end_at),
      settledAt: r.settled_at ? new Date(r.settled_at) : null,
    }))
    .filter((r) => callStateOf(r, now) === 'open');
  return Promise.all(
    open.map(async (r): Promise<LiveMeetingDto> => {
      const presence = await presenceOf(r.id, r.peer_id, now);
      return {
        _id: r.id,
        role: viewer.type,
        call_type: r.call_type,
        start_time: r.startAt.toISOString(),
        end_time: r.endAt.toISOString(),
        join_closes_at: joinWindow(r.startAt, r.endAt, r.settledAt).closesAt.toISOString(),
        peer: { user_id: r.peer_id, name: r.peer_name.trim(), picture_url: r.peer_picture },
        peer_presence: presence,
        peer_waiting: presence !== 'left',
        join_path: joinPagePath(viewer.type, r.id),
      };
    }),
  );
}
