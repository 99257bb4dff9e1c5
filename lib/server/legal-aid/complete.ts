import 'server-only';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { civilDateOf, dateKey } from '@/lib/format/civil-date';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { beneficiaryInitials, OPEN_LEGAL_AID_STATUSES } from '@/lib/rules/legal-aid';
import { recordLegalAidService } from '@/lib/server/legal-aid-hours/record-service';
import { transactionWithEvents } from '@/lib/server/outbox/transaction-with-events';
import { areaOf } from './requests';
import { tryMoveLegalAidRequest } from './transition';

// Issue 61: what a legal-aid consultation's meeting becoming final means for its request, run after the meeting's
// settlement or cancellation committed (the outbox handlers of those meeting events): a settled (COMPLETED)
// meeting completes the request and — when both parties were in the call — writes one ledger line whose
// minutes are the time both were present, from the call's attendance; a cancelled one ends the request.

const SYSTEM = { role: 'SYSTEM', id: null } as const;
const MINUTE = 60_000;

type Interval = [number, number];

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

/** The minutes a consultation counts: the time both were present, in whole minutes, at most the meeting's length. */
export function consultationMinutes(lawyer: Interval[], client: Interval[], meetingMinutes: number): number {
  return Math.min(meetingMinutes, Math.round(overlapMs(lawyer, client) / MINUTE));
}

/** The day in Manila (YYYY-MM-DD) of an instant. */
const manilaDate = (at: Date): string => dateKey(civilDateOf(at.getTime(), DEFAULT_TIME_ZONE));

async function presenceOf(tx: Db, meetingId: string, userId: string): Promise<Interval[]> {
  const rows = await tx
    .select({ connectedAt: t.callAttendance.connectedAt, leftAt: t.callAttendance.leftAt, lastSeenAt: t.callAttendance.lastSeenAt })
    .from(t.callAttendance)
    .where(and(eq(t.callAttendance.meetingId, meetingId), eq(t.callAttendance.userId, userId), isNotNull(t.callAttendance.connectedAt)));
  return rows.map((r) => [r.connectedAt!.getTime(), (r.leftAt ?? r.lastSeenAt).getTime()]);
}

/** Brings the open legal-aid request of a meeting in line with the meeting once it is final; nothing for other meetings. */
export async function followLegalAidMeeting(meetingId: string): Promise<void> {
  const db = await getDb();
  await transactionWithEvents(db, async (tx) => {
    const [row] = await tx
      .select({ r: t.legalAidRequests, m: t.meetings, first: t.users.firstName, last: t.users.lastName })
      .from(t.legalAidRequests)
      .innerJoin(t.meetings, eq(t.meetings.id, t.legalAidRequests.meetingId))
      .innerJoin(t.users, eq(t.users.id, t.legalAidRequests.clientId))
      .where(and(eq(t.legalAidRequests.meetingId, meetingId), inArray(t.legalAidRequests.status, [...OPEN_LEGAL_AID_STATUSES])))
      .for('update', { of: t.legalAidRequests });
    if (!row) return;
    const { r, m } = row;
    if (m.status === 'CANCELLED' || m.status === 'EXPIRED' || m.status === 'PAYMENT_FAILED') {
      await tryMoveLegalAidRequest(tx, r, 'meeting-ended', SYSTEM);
      return;
    }
    if (m.status !== 'COMPLETED') return;
    const done = await tryMoveLegalAidRequest(tx, r, 'complete', SYSTEM);
    if (!done || !r.lawyerId) return;
    const minutes = consultationMinutes(
      await presenceOf(tx, meetingId, r.lawyerId),
      await presenceOf(tx, meetingId, r.clientId),
      m.durationMinutes,
    );
    if (minutes <= 0) return;
    await recordLegalAidService(tx, {
      lawyerId: r.lawyerId,
      requestId: r.id,
      serviceDate: manilaDate(m.startAt),
      kind: 'CONSULTATION',
      minutes,
      beneficiaryInitials: beneficiaryInitials(row.first, row.last),
      area: areaOf(r.problem),
    });
  });
}
