import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { JOIN_CLOSES_AFTER_MINUTES } from '@/lib/config/time';
import { decideSettlement } from './settlement-policy';
import { writeCancellation } from './write-cancellation';

const BATCH = 50;

type Locked = {
  id: string;
  status: string;
  start_at: Date | string;
  end_at: Date | string;
  price_centavos: number;
  lawyer_joined: boolean;
  client_joined: boolean;
};

/**
 * The scheduler's settlement pass: every paid meeting whose join window has closed is settled by
 * its attendance (`decideSettlement`): COMPLETED, or CANCELLED with the no-show refund. Safe from any
 * number of processes at once: each meeting is settled in its own transaction that first locks it
 * with `FOR UPDATE SKIP LOCKED` while still CONFIRMED, so a second scheduler skips it and a client's
 * no-show claim (a compare-and-set on CONFIRMED) cannot interleave. The messages go out afterwards
 * (sendSettlementNotices), and a no-show's refund with the tick's sendRefunds, never inside the transaction. Returns how many meetings it settled.
 */
export async function settleEndedMeetings(options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const closedBefore = new Date(now.getTime() - JOIN_CLOSES_AFTER_MINUTES * 60_000);
  const due = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM meetings WHERE status = 'CONFIRMED' AND end_at < ${closedBefore} ORDER BY end_at LIMIT ${BATCH}`,
  );
  let settled = 0;
  for (const { id } of due) {
    // One meeting's failure must not hold back the others; it is tried again next pass.
    try {
      if (await settleMeeting(id, now)) settled++;
    } catch (error) {
      console.error('[settlement]', id, error);
    }
  }
  return settled;
}

async function settleMeeting(meetingId: string, now: Date): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [m] = await queryRows<Locked>(
      tx,
      sql`SELECT m.id, m.status, m.start_at, m.end_at, m.price_centavos,
                 EXISTS (SELECT 1 FROM call_attendance a WHERE a.meeting_id = m.id AND a.user_id = m.lawyer_id) AS lawyer_joined,
                 EXISTS (SELECT 1 FROM call_attendance a WHERE a.meeting_id = m.id AND a.user_id = m.customer_id) AS client_joined
          FROM meetings m WHERE m.id = ${meetingId}::uuid AND m.status = 'CONFIRMED'
          FOR UPDATE OF m SKIP LOCKED`,
    );
    if (!m) return false;
    const decision = decideSettlement({
      status: m.status,
      startAt: new Date(m.start_at),
      endAt: new Date(m.end_at),
      priceCentavos: Number(m.price_centavos),
      lawyerJoined: Boolean(m.lawyer_joined),
      clientJoined: Boolean(m.client_joined),
      now,
    });
    if (!decision.settle) return false;
    if (decision.status === 'CANCELLED') {
      return writeCancellation(tx, {
        meetingId,
        fromStatus: 'CONFIRMED',
        reason: decision.reason,
        refund: decision.refund,
        outcome: decision.outcome,
        ground: 'LAWYER_NO_SHOW',
      });
    }
    // COMPLETED keeps its time_holds row (an active status): the lawyer's past hour stays taken.
    const done = await tx
      .update(t.meetings)
      .set({ status: 'COMPLETED', outcome: decision.outcome, settledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(t.meetings.id, meetingId), eq(t.meetings.status, 'CONFIRMED')))
      .returning({ id: t.meetings.id });
    return done.length > 0;
  });
}
