// npx tsx --conditions=react-server scripts/resilience/crash.ts [--engine=pglite|postgres] [--rounds=5] [--port=3130] [--postgres-port=3132]
// Crash safety of the production server (`next start` on the existing build; run `npm run build`
// first). Each round, on a fresh database: 100 clients book at once (POST /api/v1/meeting), every
// acknowledged booking is paid at once by a signed sandbox webhook delivered twice in parallel, and
// the server is killed with SIGKILL in the middle (after a random number of acknowledgements). The
// server is started again on the same database, the provider redelivers every payment event, and
// the round checks:
// - every booking acknowledged with 2xx exists (no lost write), and is paid;
// - no payment is lost (an acknowledged delivery is recorded) or applied twice (one `confirmed`
//   webhook event per PAID payment, redeliveries answer `duplicate`, nothing flagged for refund);
// - holds that expired are released (EXPIRED, payment EXPIRED, no time_holds row);
// - the scheduler resumes: reminders due before the kill (one of them claimed by a scheduler that
//   died earlier, and any the killed one had claimed, once their lease ran out) and work falling due
//   only after the kill (a hold and a reminder, left alone by the killed server and made due two
//   seconds after the kill, while no server runs) are done by the restarted server, each reminder
//   exactly once per party;
// - (PGlite) the data folder opens again after the kill; the restarted server stops on SIGTERM with 0.
// The servers run a scheduler pass every 2 s with a 5-second reminder lease (REMINDER_LEASE_SECONDS),
// and after the restart the round waits for that work to be done, not for a time: on PostgreSQL it
// polls the database; PGlite admits one process at a time, so there it polls over HTTP (the
// reminder e-mails in the dev mailbox, as an ADMIN; the holds' payments, as their client) and reads
// the database after a graceful stop, starting the server again only if that stop handed back a
// reminder claim whose e-mails were out. 120 s is only a failure bound.
// The engines run side by side, each in a process of its own on its own port (PGlite on --port or
// RESILIENCE_PORT, PostgreSQL on --postgres-port or RESILIENCE_PORT_POSTGRES); an engine's rounds
// run one after the other.
// Needs PostgreSQL for --engine=postgres (RESILIENCE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// databases are named RESILIENCE_DB_PREFIX_crash_N, default abogado_resilience_crash_N, copies of
// RESILIENCE_DB_PREFIX_template, all dropped at the end).
import { randomInt } from 'node:crypto';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { insertCustomer } from '@/lib/test/fixtures/users';
import {
  bounded,
  createTestDatabase,
  deliverWebhook,
  enginesFromArgs,
  manilaSlot,
  numberArg,
  paymentEvent,
  pollUntil,
  removeTemplates,
  runEnginesSideBySide,
  sessionCookie,
  startServer,
  stopGroup,
  withDatabase,
  type Engine,
  type Server,
  type TestDatabase,
} from './harness';

const CLIENTS = 100;
const LAWYERS = 10;
const PRICE = 100_000; // the fixtures' 30-minute price
const ROUNDS = numberArg('rounds', 5);
const PORTS: Record<Engine, number> = {
  pglite: numberArg('port', Number(process.env.RESILIENCE_PORT ?? 3130)),
  postgres: numberArg('postgres-port', Number(process.env.RESILIENCE_PORT_POSTGRES ?? 3132)),
};
// The shutdown timeout well above what a stop takes on a busy machine: only a hung stop runs into it (and exits 1).
const SERVER_ENV = { SCHEDULER_INTERVAL_SECONDS: '2', REMINDER_LEASE_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '60' };
/** How far after the kill the later work falls due: while no server runs, so only the restarted one can do it. */
const DUE_AFTER_KILL_MS = 2000;
/**
 * Failure bounds, for a server that hangs: the load (the server is then killed anyway), the restarted
 * server's work, a stop (beyond the server's own shutdown timeout).
 */
const LOAD_BOUND_MS = 120_000;
const WORK_BOUND_MS = 120_000;
const STOP_BOUND_MS = 180_000;
const REMINDER_SUBJECT = /^Starts in \d+ minutes/;

type Prepared = {
  bookings: { cookie: string; body: string }[];
  staleHolds: string[];
  laterHold: string;
  reminders: { dueBefore: string[]; dueLater: string };
  /** What PGlite rounds read over HTTP: the reminders' parties' outbox (dev mailbox), the holds (their client). */
  reminderRecipients: string[];
  adminCookie: string;
  holdsCookie: string;
};

async function prepare(db: TestDatabase): Promise<Prepared> {
  return withDatabase(db, async ({ db: d }) => {
    const lawyers = await Promise.all(Array.from({ length: LAWYERS }, (_, i) => insertLawyer(d, { name: `Crash Lawyer ${i}` })));
    const bookings = [];
    for (let i = 0; i < CLIENTS; i++) {
      const id = await insertCustomer(d);
      // A distinct offered slot per booking: lawyer i % 10, at 10:00 Manila on day 3 + i / 10.
      const body = JSON.stringify({
        lawyer_id: lawyers[i % LAWYERS],
        start_time: manilaSlot(3 + Math.floor(i / LAWYERS), 600),
        duration: 30,
        call_type: 'VIDEO',
        subject: 'Crash test booking',
      });
      bookings.push({ cookie: await sessionCookie({ id, type: 'CUSTOMER' }), body });
    }
    // Background work, each on a lawyer of its own (a lawyer's meetings may not overlap).
    const quiet = async () => ({ lawyerId: await insertLawyer(d), customerId: await insertCustomer(d) });
    const now = Date.now();
    const holdsOf = await quiet();
    const hold = async (hour: number, expiresAt: number) => {
      const id = await insertMeeting(d, {
        ...holdsOf,
        start: manilaSlot(5, hour * 60),
        status: 'PAYMENT_PENDING',
        holdExpiresAt: new Date(expiresAt),
      });
      await d.insert(t.payments).values({
        customerId: holdsOf.customerId,
        lawyerId: holdsOf.lawyerId,
        meetingId: id,
        provider: 'SANDBOX',
        amountCentavos: PRICE,
        description: 'hold',
      });
      return id;
    };
    const staleHolds = [await hold(9, now - 60_000), await hold(11, now - 60_000), await hold(13, now - 60_000)];
    // Not due while the first server runs; made due after the kill (dueAfterKill).
    const laterHold = await hold(15, now + 3_600_000);
    const parties: string[] = [];
    const reminder = async (start: number, claimedUntil?: number) => {
      const party = await quiet();
      parties.push(party.lawyerId, party.customerId);
      const id = await insertMeeting(d, { ...party, start: new Date(start) });
      if (claimedUntil)
        await d
          .update(t.meetings)
          .set({ reminderClaimedUntil: new Date(claimedUntil) })
          .where(eq(t.meetings.id, id));
      return id;
    };
    const dueBefore = [await reminder(now + 5 * 60_000), await reminder(now + 6 * 60_000, now - 1000)];
    const dueLater = await reminder(now + 3 * 3_600_000);
    const recipients = await d.select({ email: t.users.email }).from(t.users).where(inArray(t.users.id, parties));
    const adminId = await insertCustomer(d);
    await d
      .update(t.users)
      .set({ roles: ['ADMIN'] })
      .where(eq(t.users.id, adminId));
    return {
      bookings,
      staleHolds,
      laterHold,
      reminders: { dueBefore, dueLater },
      reminderRecipients: recipients.map((r) => r.email),
      adminCookie: await sessionCookie({ id: adminId, type: 'CUSTOMER', roles: ['ADMIN'] }),
      holdsCookie: await sessionCookie({ id: holdsOf.customerId, type: 'CUSTOMER' }),
    };
  });
}

/**
 * With the server down: checks that the later work is still undone (nothing of it was due while the
 * killed server ran), then makes it fall due DUE_AFTER_KILL_MS from now — the hold expires then, the
 * meeting moves so that its reminder is due then. Returns that time.
 */
async function dueAfterKill(db: TestDatabase, prep: Prepared, fail: (what: string) => void): Promise<number> {
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
async function reminderState(d: Db, id: string): Promise<{ mails: Date[]; sent: Date | null; claimed: Date | null }> {
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
async function pendingWork(d: Db, prep: Prepared): Promise<string[]> {
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

function ids(list: string[]) {
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
async function waitForWork(engine: Engine, db: TestDatabase, server: Server, prep: Prepared, until: number): Promise<boolean> {
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
async function stop(server: Server): Promise<number | null> {
  stopGroup(server.child, 'SIGTERM');
  const exit = await bounded(server.exited, STOP_BOUND_MS);
  if (!exit) stopGroup(server.child, 'SIGKILL');
  return exit?.code ?? null;
}

type RoundResult = {
  engine: Engine;
  round: number;
  killAfterAcks: number;
  killedAtMs: number;
  acked: number;
  committedUnacked: number;
  lostBookings: number;
  unpaid: number;
  webhookAcksBeforeKill: number;
  redeliveries: Record<string, number>;
  doubleApplied: number;
  refundFlagged: number;
  holdsReleased: boolean;
  remindersOnce: boolean;
  resumedAfterRestart: boolean;
  /** From the restart until the restarted server's work was seen done (information, not a check). */
  workDoneAfterMs: number;
  /** Graceful stops of restarted servers (more than 1 when a stop handed back a reminder claim, PGlite). */
  stops: number;
  sigtermExit: number | null;
  failures: string[];
};

async function round(engine: Engine, n: number): Promise<RoundResult> {
  const db = await createTestDatabase(engine, `crash_${n}`);
  const port = PORTS[engine];
  const failures: string[] = [];
  const fail = (what: string) => failures.push(what);
  try {
    const prep = await prepare(db);
    let server = await startServer(db, port, SERVER_ENV);
    const started = Date.now();

    // The load: 100 bookings, 20 in flight at a time so acknowledgements and payments keep coming
    // until the kill; each acknowledged booking is paid at once, its event delivered twice at once.
    const killAfterAcks = randomInt(20, 81);
    const acked = new Map<string, string>(); // meeting id → checkout session id
    const events = new Map<string, ReturnType<typeof paymentEvent>>();
    const webhookAcked = new Set<string>();
    let killed = false;
    let killedAt = 0;
    const kill = () => {
      if (killed) return;
      killed = true;
      killedAt = Date.now();
      stopGroup(server.child, 'SIGKILL');
    };
    // A server that hangs under the load is killed all the same (the round goes on).
    const hung = setTimeout(kill, LOAD_BOUND_MS);
    const deliveries: Promise<unknown>[] = [];
    const queue = [...prep.bookings];
    const book = async ({ cookie, body }: { cookie: string; body: string }) => {
      const res = await fetch(`${server.url}/api/v1/meeting`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', origin: server.url, cookie },
      }).catch(() => null);
      if (!res) return;
      const json = (await res.json().catch(() => null)) as { _id?: string; checkout_url?: string } | null;
      if (res.status >= 300 || !json?._id) {
        if (!killed) fail(`booking answered ${res.status}`);
        return;
      }
      const sessionId = json.checkout_url!.split('/').pop()!;
      acked.set(json._id, sessionId);
      const event = paymentEvent(sessionId, PRICE);
      events.set(json._id, event);
      for (let i = 0; i < 2; i++) {
        deliveries.push(
          deliverWebhook(server.url, event).then((r) => {
            if (r?.status === 200) webhookAcked.add(event.id);
            else if (r && !killed) fail(`webhook answered ${r.status}`);
          }),
        );
      }
      if (acked.size >= killAfterAcks) kill();
    };
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let next = queue.shift(); next && !killed; next = queue.shift()) await book(next);
      }),
    );
    await Promise.all(deliveries);
    clearTimeout(hung);
    kill();
    await server.exited;

    // With no server running, the later work falls due; then the restart, on the same database, and
    // the provider redelivers every event of an acknowledged booking.
    const laterDueAt = await dueAfterKill(db, prep, fail);
    server = await startServer(db, port, SERVER_ENV);
    const restarted = Date.now();
    const redeliveries: Record<string, number> = {};
    for (const [meetingId, sessionId] of acked) {
      const event = events.get(meetingId) ?? paymentEvent(sessionId, PRICE);
      const r = await deliverWebhook(server.url, event);
      const outcome = r?.status === 200 ? (r.outcome ?? '?') : `HTTP ${r?.status ?? 'none'}`;
      redeliveries[outcome] = (redeliveries[outcome] ?? 0) + 1;
      if (webhookAcked.has(event.id) && outcome !== 'duplicate') fail(`an acknowledged payment event came back as ${outcome}`);
      if (outcome !== 'duplicate' && outcome !== 'confirmed') fail(`redelivery answered ${outcome}`);
    }

    // The restarted scheduler does the reminders (those the killed one had claimed once their lease
    // ran out) and the later work; then a graceful stop. Should that stop have cut short a reminder
    // whose e-mails were out (PGlite, where the mark is not seen while the server runs; the drain's
    // log line then counts the claim it handed back), the server is started again to finish it.
    const until = Date.now() + WORK_BOUND_MS;
    let workDoneAfterMs = -1;
    let stops = 0;
    let sigtermExit: number | null = null;
    for (;;) {
      const seen = await waitForWork(engine, db, server, prep, until);
      const seenAt = Date.now();
      const stopStarted = Date.now();
      sigtermExit = await stop(server);
      stops++;
      if (sigtermExit !== 0) fail(`SIGTERM exit code ${sigtermExit} after ${Date.now() - stopStarted} ms\n${server.log().slice(-2000)}`);
      const pending = await withDatabase(db, ({ db: d }) => pendingWork(d, prep));
      if (!pending.length) {
        workDoneAfterMs = seenAt - restarted;
        break;
      }
      const handedBack = /\[shutdown\] SIGTERM: .* [1-9]\d* reminder claim\(s\) handed back/.test(server.log());
      if (!seen || !handedBack || Date.now() > until || sigtermExit !== 0) {
        fail(`the restarted server left work undone: ${pending.join('; ')}\n${server.log().slice(-2000)}`);
        break;
      }
      server = await startServer(db, port, SERVER_ENV);
    }

    // The checks, in SQL, with the server down.
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
      if (!laterHold || laterHold.updatedAt.getTime() <= killedAt || laterHold.updatedAt.getTime() < laterDueAt)
        resumedAfterRestart = false;
      if (!resumedAfterRestart) fail('work due after the kill was not done by the restarted server');

      return {
        engine,
        round: n,
        killAfterAcks,
        killedAtMs: killedAt - started,
        acked: acked.size,
        committedUnacked: total - rows.length,
        lostBookings,
        unpaid,
        webhookAcksBeforeKill: webhookAcked.size,
        redeliveries,
        doubleApplied,
        refundFlagged: counts.refund,
        holdsReleased,
        remindersOnce,
        resumedAfterRestart,
        workDoneAfterMs,
        stops,
        sigtermExit,
        failures,
      };
    });
  } finally {
    await db.remove();
  }
}

async function main() {
  const engines = enginesFromArgs();
  if (engines.length > 1) process.exit((await runEnginesSideBySide(engines)) ? 0 : 1);
  const [engine] = engines;
  const results: RoundResult[] = [];
  try {
    for (let n = 1; n <= ROUNDS; n++) {
      const result = await round(engine, n);
      results.push(result);
      console.log(JSON.stringify(result));
    }
  } finally {
    await removeTemplates();
  }
  const sum = (key: 'acked' | 'lostBookings' | 'unpaid' | 'doubleApplied' | 'committedUnacked') => results.reduce((a, r) => a + r[key], 0);
  const failed = results.filter((r) => r.failures.length).length;
  console.log(
    `${engine}: ${results.length} rounds, ${sum('acked')} acknowledged bookings, ${sum('lostBookings')} lost, ${sum('unpaid')} unpaid, ` +
      `${sum('doubleApplied')} applied twice, ${sum('committedUnacked')} committed but unacknowledged; ${failed} round(s) failed`,
  );
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
