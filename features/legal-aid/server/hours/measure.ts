import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';

// Issue 73 item 2: how a free consultation's minutes are measured — from what the call recorded, never from a
// number anyone types. Each join of the call writes a call_attendance row (lib/server/calls): when the page
// joined, when its media connection first came up (connected_at), when it was last seen and when it left.
// A party was present from connected_at to left_at (or, for a row never closed, last_seen_at).

const MINUTE = 60_000;

export type Interval = [number, number];

/** One party's presence as disjoint intervals (their joins whose media came up; an open row ends when last seen). */
function union(intervals: Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const [s, e] of [...intervals].filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** Milliseconds both were present: the overlap of two parties' presence. */
function overlapMs(a: Interval[], b: Interval[]): number {
  let total = 0;
  for (const [as, ae] of union(a)) for (const [bs, be] of union(b)) total += Math.max(0, Math.min(ae, be) - Math.max(as, bs));
  return total;
}

/** The minutes a consultation counts: the time both were present, in whole minutes, at most the booked length. */
export function consultationMinutes(lawyer: Interval[], client: Interval[], bookedMinutes: number): number {
  return Math.min(bookedMinutes, Math.round(overlapMs(lawyer, client) / MINUTE));
}

/** One party's presence in a meeting's call, from its attendance rows whose media came up. */
async function presenceOf(tx: Db, meetingId: string, userId: string): Promise<Interval[]> {
  const a = t.callAttendance;
  const rows = await tx
    .select({ connectedAt: a.connectedAt, leftAt: a.leftAt, lastSeenAt: a.lastSeenAt })
    .from(a)
    .where(and(eq(a.meetingId, meetingId), eq(a.userId, userId), isNotNull(a.connectedAt)));
  return rows.map((r) => [r.connectedAt!.getTime(), (r.leftAt ?? r.lastSeenAt).getTime()]);
}

/** The consultation's call, as the ledger measures it: the meeting, its client and its booked length. */
export type CallAttendance = { meetingId: string; clientId: string; bookedMinutes: number };

/** The minutes the lawyer and the client were both in the meeting's call, whole, at most its booked length. */
export async function attendedMinutes(tx: Db, lawyerId: string, call: CallAttendance): Promise<number> {
  const lawyer = await presenceOf(tx, call.meetingId, lawyerId);
  const client = await presenceOf(tx, call.meetingId, call.clientId);
  return consultationMinutes(lawyer, client, call.bookedMinutes);
}
