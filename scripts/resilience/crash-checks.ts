// The checks of a crash round (scripts/resilience/crash.ts), in SQL, with the server down: no lost or
// unpaid booking, no payment applied twice or flagged for refund, the holds released, each reminder
// sent once per party, and the work due after the kill done by the restarted server.
import { eq, inArray, like, sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { Prepared } from './crash-prepare';
import { ids, reminderState } from './crash-work';
import { withDatabase, type TestDatabase } from './harness';

/** What the checks found (RoundResult's checked fields). */
export type Checked = {
  committedUnacked: number;
  lostBookings: number;
  unpaid: number;
  doubleApplied: number;
  refundFlagged: number;
  holdsReleased: boolean;
  remindersOnce: boolean;
  resumedAfterRestart: boolean;
};

/**
 * `acked`: meeting id → checkout session id of every acknowledged booking; `killedAt`: when the server
 * was killed; `laterDueAt`: when the later work fell due (dueAfterKill). Each failure goes to `fail`.
 */
export async function checkRound(
  db: TestDatabase,
  prep: Prepared,
  { acked, killedAt, laterDueAt }: { acked: Map<string, string>; killedAt: number; laterDueAt: number },
  fail: (what: string) => void,
): Promise<Checked> {
  return await withDatabase(db, async ({ db: d }) => {
    const ackedIds = [...acked.keys()];
    const rows = ackedIds.length
      ? await d
          .select({ id: t.meetings.id, status: t.meetings.status, payment: t.payments.status })
          .from(t.meetings)
          .leftJoin(t.payments, eq(t.payments.meetingId, t.meetings.id))
          .where(inArray(t.meetings.id, ackedIds))
      : [];
    const lostBookings = ackedIds.length - rows.length;
    const unpaid = rows.filter((r) => r.status !== 'CONFIRMED' || r.payment !== 'PAID').length;
    if (lostBookings) fail(`${lostBookings} acknowledged booking(s) lost`);
    if (unpaid) fail(`${unpaid} acknowledged booking(s) not paid after redelivery`);
    const [{ total }] = await d
      .select({ total: sql<number>`count(*)::int` })
      .from(t.meetings)
      .where(like(t.meetings.subject, 'Crash test booking'));
    const [counts] = await queryRows<{ confirmed: number; paid: number; refund: number }>(
      d,
      sql`SELECT (SELECT count(*)::int FROM webhook_events WHERE outcome = 'confirmed') AS confirmed,
                 (SELECT count(*)::int FROM payments WHERE status = 'PAID') AS paid,
                 (SELECT count(*)::int FROM payments WHERE status = 'REFUND_REQUIRED') AS refund`,
    );
    const doubleApplied = counts.confirmed - counts.paid;
    if (doubleApplied !== 0) fail(`${counts.confirmed} confirmed events for ${counts.paid} paid payments`);
    if (counts.paid !== acked.size) fail(`${counts.paid} payments PAID, ${acked.size} bookings acknowledged and paid`);
    if (counts.refund) fail(`${counts.refund} payment(s) flagged for refund`);

    const holdIds = [...prep.staleHolds, prep.laterHold];
    const holds = await d
      .select({ id: t.meetings.id, status: t.meetings.status, updatedAt: t.meetings.updatedAt })
      .from(t.meetings)
      .where(inArray(t.meetings.id, holdIds));
    const holdPayments = await d.select({ status: t.payments.status }).from(t.payments).where(inArray(t.payments.meetingId, holdIds));
    const [{ kept }] = await queryRows<{ kept: number }>(
      d,
      sql`SELECT count(*)::int AS kept FROM time_holds WHERE meeting_id IN (${ids(holdIds)})`,
    );
    const holdsReleased =
      holds.every((h) => h.status === 'EXPIRED') &&
      holdPayments.length === holdIds.length &&
      holdPayments.every((p) => p.status === 'EXPIRED') &&
      kept === 0;
    if (!holdsReleased) fail(`holds not released: ${JSON.stringify({ holds, holdPayments, kept })}`);

    const reminderIds = [...prep.reminders.dueBefore, prep.reminders.dueLater];
    let remindersOnce = true;
    let resumedAfterRestart = true;
    for (const id of reminderIds) {
      const { mails, ...m } = await reminderState(d, id);
      if (mails.length !== 2 || !m.sent || m.claimed) {
        remindersOnce = false;
        fail(`reminder ${id}: ${mails.length} e-mail(s), sent ${m.sent}, claimed ${m.claimed}`);
      }
      // Done after the kill, and not before it was due.
      if (id === prep.reminders.dueLater && !mails.every((at) => at.getTime() > killedAt && at.getTime() >= laterDueAt))
        resumedAfterRestart = false;
    }
    const laterHold = holds.find((h) => h.id === prep.laterHold);
    if (!laterHold || laterHold.updatedAt.getTime() <= killedAt || laterHold.updatedAt.getTime() < laterDueAt) resumedAfterRestart = false;
    if (!resumedAfterRestart) fail('work due after the kill was not done by the restarted server');

    return {
      committedUnacked: total - rows.length,
      lostBookings,
      unpaid,
      doubleApplied,
      refundFlagged: counts.refund,
      holdsReleased,
      remindersOnce,
      resumedAfterRestart,
    };
  });
}
