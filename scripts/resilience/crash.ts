// npm run test:crash [-- --engine=pglite|postgres] [--rounds=5] [--port=3130]
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
//   only after the kill are done by the restarted server, each reminder exactly once per party;
// - (PGlite) the data folder opens again after the kill; the restarted server stops on SIGTERM with 0.
// Needs PostgreSQL for --engine=postgres (RESILIENCE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// databases are named RESILIENCE_DB_PREFIX_crash_N, default abogado_resilience_crash_N, and dropped).
import { randomInt } from 'node:crypto';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { tables as t } from '../../lib/db';
import { queryRows } from '../../lib/db/client';
import { insertLawyer } from '../../lib/test/fixtures/lawyers';
import { insertMeeting } from '../../lib/test/fixtures/meetings';
import { insertCustomer } from '../../lib/test/fixtures/users';
import { REMINDER_LEASE_MS } from '../../lib/server/reminders/send-due-reminders';
import {
  createTestDatabase,
  deliverWebhook,
  enginesFromArgs,
  manilaSlot,
  numberArg,
  paymentEvent,
  sessionCookie,
  startServer,
  stopGroup,
  waitFor,
  withDatabase,
  type Engine,
  type TestDatabase,
} from './harness';

const CLIENTS = 100;
const LAWYERS = 10;
const PRICE = 100_000; // the fixtures' 30-minute price
const ROUNDS = numberArg('rounds', 5);
const PORT = numberArg('port', Number(process.env.RESILIENCE_PORT ?? 3130));
/** Work that falls due this long after the round's set-up: after the kill, before the restarted server's checks end. */
const LATER_MS = 25_000;

type Prepared = {
  bookings: { cookie: string; body: string }[];
  staleHolds: string[];
  laterHold: string;
  reminders: { dueBefore: string[]; dueLater: string };
  laterAt: number;
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
    const laterAt = now + LATER_MS;
    const holdsOf = await quiet();
    const staleHolds: string[] = [];
    for (const hour of [9, 11, 13]) {
      const id = await insertMeeting(d, {
        ...holdsOf,
        start: manilaSlot(5, hour * 60),
        status: 'PAYMENT_PENDING',
        holdExpiresAt: new Date(now - 60_000),
      });
      await d.insert(t.payments).values({
        customerId: holdsOf.customerId,
        lawyerId: holdsOf.lawyerId,
        meetingId: id,
        provider: 'SANDBOX',
        amountCentavos: PRICE,
        description: 'stale hold',
      });
      staleHolds.push(id);
    }
    const laterHold = await insertMeeting(d, {
      ...holdsOf,
      start: manilaSlot(5, 15 * 60),
      status: 'PAYMENT_PENDING',
      holdExpiresAt: new Date(laterAt),
    });
    const reminder = async (start: number, claimedUntil?: number) => {
      const party = await quiet();
      const id = await insertMeeting(d, { ...party, start: new Date(start) });
      if (claimedUntil)
        await d
          .update(t.meetings)
          .set({ reminderClaimedUntil: new Date(claimedUntil) })
          .where(eq(t.meetings.id, id));
      return id;
    };
    const dueBefore = [await reminder(now + 5 * 60_000), await reminder(now + 6 * 60_000, now - 1000)];
    const dueLater = await reminder(laterAt + 10 * 60_000);
    return { bookings, staleHolds, laterHold, reminders: { dueBefore, dueLater }, laterAt };
  });
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
  sigtermExit: number | null;
  failures: string[];
};

async function round(engine: Engine, n: number): Promise<RoundResult> {
  const db = await createTestDatabase(engine, `crash_${n}`);
  const failures: string[] = [];
  const fail = (what: string) => failures.push(what);
  try {
    const prep = await prepare(db);
    const serverEnv = { SCHEDULER_INTERVAL_SECONDS: '2' };
    let server = await startServer(db, PORT, serverEnv);
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
    // Work due LATER_MS after set-up must still be undone when the server dies.
    const deadline = setTimeout(kill, Math.max(0, prep.laterAt - 3000 - Date.now()));
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
    clearTimeout(deadline);
    kill();
    await server.exited;

    // The restart, on the same database; the provider redelivers every event of an acknowledged booking.
    server = await startServer(db, PORT, serverEnv);
    const redeliveries: Record<string, number> = {};
    for (const [meetingId, sessionId] of acked) {
      const event = events.get(meetingId) ?? paymentEvent(sessionId, PRICE);
      const r = await deliverWebhook(server.url, event);
      const outcome = r?.status === 200 ? (r.outcome ?? '?') : `HTTP ${r?.status ?? 'none'}`;
      redeliveries[outcome] = (redeliveries[outcome] ?? 0) + 1;
      if (webhookAcked.has(event.id) && outcome !== 'duplicate') fail(`an acknowledged payment event came back as ${outcome}`);
      if (outcome !== 'duplicate' && outcome !== 'confirmed') fail(`redelivery answered ${outcome}`);
    }
    // The restarted scheduler gets a few passes after the later work fell due and after the leases
    // of reminders the killed one had claimed ran out; then a graceful stop.
    const settled = Math.max(prep.laterAt, killedAt + REMINDER_LEASE_MS) + 5000;
    await waitFor('the restarted scheduler', async () => Date.now() > settled, settled - Date.now() + 5000);
    const stopStarted = Date.now();
    stopGroup(server.child, 'SIGTERM');
    const { code } = await server.exited;
    const sigtermExit = code;
    if (code !== 0) fail(`SIGTERM exit code ${code} after ${Date.now() - stopStarted} ms\n${server.log().slice(-2000)}`);

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
      const holdPayments = await d
        .select({ status: t.payments.status })
        .from(t.payments)
        .where(inArray(t.payments.meetingId, prep.staleHolds));
      const [{ kept }] = await queryRows<{ kept: number }>(
        d,
        sql`SELECT count(*)::int AS kept FROM time_holds WHERE meeting_id IN (${sql.join(
          holdIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
      const holdsReleased = holds.every((h) => h.status === 'EXPIRED') && holdPayments.every((p) => p.status === 'EXPIRED') && kept === 0;
      if (!holdsReleased) fail(`holds not released: ${JSON.stringify({ holds, holdPayments, kept })}`);

      const reminderIds = [...prep.reminders.dueBefore, prep.reminders.dueLater];
      let remindersOnce = true;
      let resumedAfterRestart = true;
      for (const id of reminderIds) {
        const mails = await d
          .select({ createdAt: t.outboundEmails.createdAt })
          .from(t.outboundEmails)
          .where(like(t.outboundEmails.dedupeKey, `email:reminder:${id}:%`));
        const [m] = await d
          .select({ sent: t.meetings.reminderSentAt, claimed: t.meetings.reminderClaimedUntil })
          .from(t.meetings)
          .where(eq(t.meetings.id, id));
        if (mails.length !== 2 || !m.sent || m.claimed) {
          remindersOnce = false;
          fail(`reminder ${id}: ${mails.length} e-mail(s), sent ${m.sent}, claimed ${m.claimed}`);
        }
        if (id === prep.reminders.dueLater && !mails.every((x) => x.createdAt.getTime() > killedAt)) resumedAfterRestart = false;
      }
      const laterHold = holds.find((h) => h.id === prep.laterHold);
      if (!laterHold || laterHold.updatedAt.getTime() <= killedAt) resumedAfterRestart = false;
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
        sigtermExit,
        failures,
      };
    });
  } finally {
    await db.remove();
  }
}

async function main() {
  let ok = true;
  for (const engine of enginesFromArgs()) {
    const results: RoundResult[] = [];
    for (let n = 1; n <= ROUNDS; n++) {
      const result = await round(engine, n);
      results.push(result);
      console.log(JSON.stringify(result));
    }
    const sum = (key: 'acked' | 'lostBookings' | 'unpaid' | 'doubleApplied' | 'committedUnacked') =>
      results.reduce((a, r) => a + r[key], 0);
    const failed = results.filter((r) => r.failures.length).length;
    ok &&= failed === 0;
    console.log(
      `${engine}: ${results.length} rounds, ${sum('acked')} acknowledged bookings, ${sum('lostBookings')} lost, ${sum('unpaid')} unpaid, ` +
        `${sum('doubleApplied')} applied twice, ${sum('committedUnacked')} committed but unacknowledged; ${failed} round(s) failed`,
    );
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
