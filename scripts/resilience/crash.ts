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
import { checkRound } from './crash-checks';
import { PRICE, prepare } from './crash-prepare';
import { dueAfterKill, pendingWork, stop, waitForWork } from './crash-work';
import {
  createTestDatabase,
  deliverWebhook,
  enginesFromArgs,
  numberArg,
  paymentEvent,
  removeTemplates,
  runEnginesSideBySide,
  startServer,
  stopGroup,
  withDatabase,
  type Engine,
} from './harness';

const ROUNDS = numberArg('rounds', 5);
const PORTS: Record<Engine, number> = {
  pglite: numberArg('port', Number(process.env.RESILIENCE_PORT ?? 3130)),
  postgres: numberArg('postgres-port', Number(process.env.RESILIENCE_PORT_POSTGRES ?? 3132)),
};
// The shutdown timeout well above what a stop takes on a busy machine: only a hung stop runs into it (and exits 1).
const SERVER_ENV = { SCHEDULER_INTERVAL_SECONDS: '2', REMINDER_LEASE_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '60' };
/**
 * Failure bounds, for a server that hangs: the load (the server is then killed anyway), the restarted
 * server's work. A stop's is STOP_BOUND_MS (crash-work.ts).
 */
const LOAD_BOUND_MS = 120_000;
const WORK_BOUND_MS = 120_000;

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
    const checked = await checkRound(db, prep, { acked, killedAt, laterDueAt }, fail);
    return {
      engine,
      round: n,
      killAfterAcks,
      killedAtMs: killedAt - started,
      acked: acked.size,
      committedUnacked: checked.committedUnacked,
      lostBookings: checked.lostBookings,
      unpaid: checked.unpaid,
      webhookAcksBeforeKill: webhookAcked.size,
      redeliveries,
      doubleApplied: checked.doubleApplied,
      refundFlagged: checked.refundFlagged,
      holdsReleased: checked.holdsReleased,
      remindersOnce: checked.remindersOnce,
      resumedAfterRestart: checked.resumedAfterRestart,
      workDoneAfterMs,
      stops,
      sigtermExit,
      failures,
    };
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
