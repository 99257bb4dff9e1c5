// The work a crash round waits for and checks (scripts/resilience/crash.ts): the later work made due
// while no server runs, the reminders and holds as the database has them, and the restarted server's
// progress and stop.
import { eq, like, sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import type { Prepared } from './crash-prepare';
import { bounded, pollUntil, stopGroup, withDatabase, type Engine, type Server, type TestDatabase } from './harness';

/** How far after the kill the later work falls due: while no server runs, so only the restarted one can do it. */
const DUE_AFTER_KILL_MS = 2000;
/** A failure bound, for a server that hangs: a stop (beyond the server's own shutdown timeout). */
const STOP_BOUND_MS = 180_000;
const REMINDER_SUBJECT = /^Starts in \d+ minutes/;

/**
 * With the server down: checks that the later work is still undone (nothing of it was due while the
 * killed server ran), then makes it fall due DUE_AFTER_KILL_MS from now — the hold expires then, the
 * meeting moves so that its reminder is due then. Returns that time.
 */
export async function dueAfterKill(db: TestDatabase, prep: Prepared, fail: (what: string) => void): Promise<number> {
  return withDatabase(db, async ({ db: d }) => {
    const [hold] = await d.select({ status: t.meetings.status }).from(t.meetings).where(eq(t.meetings.id, prep.laterHold));
    const { mails, ...meeting } = await reminderState(d, prep.reminders.dueLater);
    if (hold.status !== 'PAYMENT_PENDING' || meeting.sent || meeting.claimed || mails.length)
      fail(`the later work was touched before it was due: ${JSON.stringify({ hold, meeting, mails: mails.length })}`);
    const dueAt = Date.now() + DUE_AFTER_KILL_MS;
    await d
      .update(t.meetings)
      .set({ holdExpiresAt: new Date(dueAt) })
      .where(eq(t.meetings.id, prep.laterHold));
    const start = dueAt + REMINDER_LEAD_MINUTES * 60_000;
    await d
      .update(t.meetings)
      .set({ startAt: new Date(start), endAt: new Date(start + 30 * 60_000), reminderAt: new Date(dueAt) })
      .where(eq(t.meetings.id, prep.reminders.dueLater));
    return dueAt;
  });
}

/** A meeting's 10-minute reminder as the database has it: its e-mails (when each was made), sent and claim. */
export async function reminderState(d: Db, id: string): Promise<{ mails: Date[]; sent: Date | null; claimed: Date | null }> {
  const mails = await d
    .select({ createdAt: t.outboundEmails.createdAt })
    .from(t.outboundEmails)
    .where(like(t.outboundEmails.dedupeKey, `email:reminder:${id}:%`));
  const [m] = await d
    .select({ sent: t.meetings.reminderSentAt, claimed: t.meetings.reminderClaimedUntil })
    .from(t.meetings)
    .where(eq(t.meetings.id, id));
  return { mails: mails.map((x) => x.createdAt), sent: m.sent, claimed: m.claimed };
}

/** What the restarted server still has to do for the checks: reminders not sent to both parties, holds not released. */
export async function pendingWork(d: Db, prep: Prepared): Promise<string[]> {
  const pending: string[] = [];
  for (const id of [...prep.reminders.dueBefore, prep.reminders.dueLater]) {
    const { mails, ...m } = await reminderState(d, id);
    if (mails.length < 2 || !m.sent || m.claimed)
      pending.push(`reminder ${id}: ${mails.length} e-mail(s), sent ${m.sent?.toISOString()}, claimed until ${m.claimed?.toISOString()}`);
  }
  const holdIds = [...prep.staleHolds, prep.laterHold];
  const [left] = await queryRows<{ meetings: number; payments: number; kept: number }>(
    d,
    sql`SELECT (SELECT count(*)::int FROM meetings WHERE id IN (${ids(holdIds)}) AND status <> 'EXPIRED') AS meetings,
               (SELECT count(*)::int FROM payments WHERE meeting_id IN (${ids(holdIds)}) AND status <> 'EXPIRED') AS payments,
               (SELECT count(*)::int FROM time_holds WHERE meeting_id IN (${ids(holdIds)})) AS kept`,
  );
  if (left.meetings || left.payments || left.kept) pending.push(`holds not released: ${JSON.stringify(left)}`);
  return pending;
}

export function ids(list: string[]) {
  return sql.join(
    list.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/**
 * Waits while the server runs until the work looks done, or `until` passes, or the server dies.
 * PostgreSQL: pendingWork itself, from a connection of this process. PGlite (one process at a time),
 * over HTTP: every party's reminder e-mail in the dev mailbox, and every hold's payment EXPIRED (set
 * in the statement that expires the meeting and frees its time); what HTTP does not show (the
 * reminders marked sent) is read in the database after the stop.
 */
export async function waitForWork(engine: Engine, db: TestDatabase, server: Server, prep: Prepared, until: number): Promise<boolean> {
  let alive = true;
  void server.exited.then(() => (alive = false));
  if (engine === 'postgres') {
    const handle = await db.open();
    try {
      return await pollUntil(async () => !alive || (await pendingWork(handle.db, prep)).length === 0, until);
    } finally {
      await handle.close();
    }
  }
  const get = async <T>(path: string, cookie: string): Promise<T | null> => {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie } }).catch(() => null);
    return res?.ok ? ((await res.json().catch(() => null)) as T | null) : null;
  };
  const mailed = async (to: string) =>
    (
      (await get<{ results: { subject: string }[] }>(`/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`, prep.adminCookie))?.results ?? []
    ).some((m) => REMINDER_SUBJECT.test(m.subject));
  const released = async (id: string) =>
    (await get<{ payment: { status: string } | null }>(`/api/v1/meeting/${id}`, prep.holdsCookie))?.payment?.status === 'EXPIRED';
  const done = async () =>
    (await Promise.all([...prep.reminderRecipients.map(mailed), ...[...prep.staleHolds, prep.laterHold].map(released)])).every(Boolean);
  return pollUntil(async () => !alive || (await done()), until);
}

/** SIGTERM, and the exit code; null (and SIGKILL) if the server does not exit within STOP_BOUND_MS. */
export async function stop(server: Server): Promise<number | null> {
  stopGroup(server.child, 'SIGTERM');
  const exit = await bounded(server.exited, STOP_BOUND_MS);
  if (!exit) stopGroup(server.child, 'SIGKILL');
  return exit?.code ?? null;
}
