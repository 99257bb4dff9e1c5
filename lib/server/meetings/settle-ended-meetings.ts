import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { settledByCallKinds } from './meeting-kind-sql';
import { JOIN_CLOSES_AFTER_MINUTES, JOIN_OPENS_BEFORE_MINUTES } from '@/lib/config/time';
import { callEndedSql } from './call-ended';
import { decideSettlement } from './settlement-policy';
import { tryTransitionMeeting } from './transition';
import { writeCancellation } from './write-cancellation';
import { withdrawWaitingNotices } from '@/lib/server/messaging/notifications/waiting-notices';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';

const BATCH = 50;
const SCHEDULER = { role: 'SCHEDULER', id: null } as const;

type Locked = {
  id: string;
  status: string;
  start_at: Date | string;
  end_at: Date | string;
  price_centavos: number;
  lawyer_joined: boolean;
  client_joined: boolean;
  call_ended: boolean;
};

/**
 * The scheduler's settlement pass: every paid meeting whose join window has closed is settled by
 * its attendance (`decideSettlement`): COMPLETED, or CANCELLED with the no-show refund. So is one in
 * its window whose call both parties left (`callEndedSql`): leaving settles it at once (leaveCall),
 * and this pass catches one whose settling was lost (a crash, a party gone without leaving). Safe from any
 * number of processes at once: each meeting is settled in its own transaction that first locks it
 * with `FOR UPDATE SKIP LOCKED` while still CONFIRMED, so a second scheduler skips it and a client's
 * no-show claim (a compare-and-set on CONFIRMED) cannot interleave. The messages go out afterwards
 * (sendSettlementNotices), and a no-show's refund with the tick's sendRefunds, never inside the transaction. Returns how many meetings it settled.
 */
export async function settleEndedMeetings(options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const closedBefore = new Date(now.getTime() - JOIN_CLOSES_AFTER_MINUTES * 60_000);
  const openedBy = new Date(now.getTime() + JOIN_OPENS_BEFORE_MINUTES * 60_000);
  const due = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM meetings m WHERE m.status = 'CONFIRMED' AND m.kind IN ${settledByCallKinds()}
          AND (m.end_at < ${closedBefore} OR (m.start_at < ${openedBy} AND m.end_at >= ${closedBefore} AND ${callEndedSql(now)}))
          ORDER BY m.end_at LIMIT ${BATCH}`,
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

/**
 * Settles one meeting if its time has come (`decideSettlement`), in its own transaction; false when
 * it is not due, already settled, or being settled elsewhere. Also called by leaveCall: the leave that
 * ends a call settles its meeting at once. Its messages (the review request, the no-show notices)
 * follow the commit from the outbox (the settle events' `after`), kicked at once.
 */
export async function settleMeeting(meetingId: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  return transactionWithEvents(db, async (tx) => {
    const [m] = await queryRows<Locked>(
      tx,
      sql`SELECT m.id, m.status, m.start_at, m.end_at, m.price_centavos,
                 EXISTS (SELECT 1 FROM call_attendance a WHERE a.meeting_id = m.id AND a.user_id = m.lawyer_id AND a.connected_at IS NOT NULL) AS lawyer_joined,
                 EXISTS (SELECT 1 FROM call_attendance a WHERE a.meeting_id = m.id AND a.user_id = m.customer_id AND a.connected_at IS NOT NULL) AS client_joined,
                 ${callEndedSql(now)} AS call_ended
          FROM meetings m WHERE m.id = ${meetingId}::uuid AND m.status = 'CONFIRMED' AND m.kind IN ${settledByCallKinds()}
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
      callEnded: Boolean(m.call_ended),
      now,
    });
    if (!decision.settle) return false;
    const settled =
      decision.status === 'CANCELLED'
        ? await writeCancellation(tx, {
            meetingId,
            fromStatus: 'CONFIRMED',
            reason: decision.reason,
            refund: decision.refund,
            outcome: decision.outcome,
            ground: 'LAWYER_NO_SHOW',
            event: 'settle-lawyer-no-show',
            actor: SCHEDULER,
          })
        : // COMPLETED keeps its time_holds row (an active status): the lawyer's past hour stays taken.
          (await tryTransitionMeeting(tx, { id: meetingId, status: 'CONFIRMED' }, 'settle-attended', SCHEDULER, {
            set: { outcome: decision.outcome, settledAt: sql`now()` },
          })) !== null;
    if (settled) await withdrawWaitingNotices(tx, meetingId);
    return settled;
  });
}
