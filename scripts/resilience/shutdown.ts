// npx tsx --conditions=react-server scripts/resilience/shutdown.ts [--engine=pglite|postgres] [--port=3131] [--postgres-port=3133]
// Graceful shutdown of the production server (`next start` on the existing build). On each engine:
// a call event stream is open, a request is in flight (the server has its headers and answered
// `100 Continue`; its body is still arriving), and the scheduler is stuck sending a reminder (an SMTP
// server that greets and then never answers). Then SIGTERM:
// - the event stream ends, its last frame a `retry:` hint (EventSource reconnects elsewhere), while
//   the process still runs;
// - new connections are refused at once: seen refused while the request above is still in flight;
// - the request in flight completes with 2xx;
// - the process exits 0 by itself once that request is answered: the drain completed within its
//   SHUTDOWN_TIMEOUT_SECONDS (run out, it exits 1), and the log says what the drain did;
// - the reminder the stuck scheduler had claimed is handed back (not left claimed for the lease),
//   and (PGlite) the database was closed cleanly and opens again.
// Each step waits for its outcome, not for a time; the limits (SHUTDOWN_TIMEOUT_SECONDS here, and
// BOUND_MS) are long enough that only a broken server reaches them.
// The engines run side by side, each in a process of its own on its own port (PGlite on --port or
// RESILIENCE_PORT_SHUTDOWN, PostgreSQL on --postgres-port or RESILIENCE_PORT_SHUTDOWN_POSTGRES).
import net from 'node:net';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { insertCustomer } from '@/lib/test/fixtures/users';
import {
  bounded,
  createTestDatabase,
  enginesFromArgs,
  numberArg,
  pollUntil,
  removeTemplates,
  runEnginesSideBySide,
  sessionCookie,
  startServer,
  stopGroup,
  withDatabase,
  type Engine,
} from './harness';

const PORTS: Record<Engine, number> = {
  pglite: numberArg('port', Number(process.env.RESILIENCE_PORT_SHUTDOWN ?? 3131)),
  postgres: numberArg('postgres-port', Number(process.env.RESILIENCE_PORT_SHUTDOWN_POSTGRES ?? 3133)),
};
/** The server's own limit for the drain; on a busy machine the steps below must never run into it. */
const SHUTDOWN_TIMEOUT_SECONDS = 60;
/** Failure bound of every other wait, for a server that hangs. */
const BOUND_MS = 120_000;

/** An SMTP server that accepts connections, greets and then never says another word: a mail send hangs. */
async function silentSmtp(): Promise<{ port: number; connected: Promise<void>; close: () => void }> {
  const sockets = new Set<net.Socket>();
  let connected!: () => void;
  const first = new Promise<void>((resolve) => (connected = resolve));
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    // Greeted, the client waits on its reply to EHLO under its idle-socket timeout (nodemailer: 10
    // minutes) rather than the greeting's (30 s): the send hangs for the whole test.
    socket.write('220 silent ESMTP\r\n');
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connected: first,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/**
 * A POST sent with `Expect: 100-continue`: `accepted` resolves once the server has read its headers
 * and answered `100 Continue` (the request is the server's, in flight), and the body's first bytes
 * are sent then; `finish()` sends the rest and resolves to the status.
 */
function slowPost(url: string, cookie: string, body: string): { accepted: Promise<void>; finish: () => Promise<number> } {
  const target = new URL(url);
  const req = http.request({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
      origin: target.origin,
      cookie,
    },
  });
  const accepted = new Promise<void>((resolve, reject) => {
    req.once('continue', () => {
      req.write(body.slice(0, 10));
      resolve();
    });
    req.once('error', reject);
  });
  const status = new Promise<number>((resolve, reject) => {
    req.once('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
  });
  req.flushHeaders();
  return {
    accepted,
    finish: () => {
      req.end(body.slice(10));
      return status;
    },
  };
}

/** `promise`, or an error naming `what` once BOUND_MS have passed. */
async function within<T>(what: string, promise: Promise<T>): Promise<T> {
  const result = await bounded(
    promise.then((value) => ({ value })),
    BOUND_MS,
  );
  if (!result) throw new Error(`no ${what} within ${BOUND_MS / 1000} s`);
  return result.value;
}

async function run(engine: Engine): Promise<string[]> {
  const failures: string[] = [];
  const smtp = await silentSmtp();
  const db = await createTestDatabase(engine, 'shutdown');
  const port = PORTS[engine];
  try {
    const prep = await withDatabase(db, async ({ db: d }) => {
      const lawyerId = await insertLawyer(d);
      const customerId = await insertCustomer(d);
      // Starts in 5 minutes: its call is open, and its 10-minute reminder is due.
      const meetingId = await insertMeeting(d, { lawyerId, customerId, start: new Date(Date.now() + 5 * 60_000) });
      return { meetingId, cookie: await sessionCookie({ id: customerId, type: 'CUSTOMER' }) };
    });
    const server = await startServer(db, port, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SCHEDULER_INTERVAL_SECONDS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
    });
    let exitedAt = 0;
    const exited = server.exited.then((exit) => {
      exitedAt = Date.now();
      return exit;
    });
    const beforeExit = <T>(what: string, promise: Promise<T>) =>
      within(
        what,
        Promise.race([
          promise,
          exited.then((exit) => Promise.reject(new Error(`the server exited (${JSON.stringify(exit)}) before ${what}`))),
        ]),
      );
    try {
      // The scheduler has claimed the reminder and hangs in the SMTP conversation.
      await beforeExit('attempt of the scheduler to send the reminder', smtp.connected);

      const stream = await fetch(`${server.url}/api/v1/meeting/${prep.meetingId}/events`, { headers: { cookie: prep.cookie } });
      if (stream.status !== 200) throw new Error(`event stream: HTTP ${stream.status}`);
      const reader = stream.body!.getReader();
      const decoder = new TextDecoder();
      let received = decoder.decode((await reader.read()).value);
      const streamEnded = (async () => {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return Date.now();
          received += decoder.decode(value);
        }
      })();
      const inFlight = slowPost(
        `${server.url}/api/v1/meeting/${prep.meetingId}/events`,
        prep.cookie,
        JSON.stringify({ kind: 'presence', state: 'lobby' }),
      );
      await beforeExit('100 Continue for the request in flight', inFlight.accepted);

      const signalled = Date.now();
      process.kill(server.child.pid!, 'SIGTERM');
      // New connections are refused while the request above is still in flight (so while the process runs).
      const refusal = await pollUntil(async () => exitedAt > 0 || (await refused(port)), signalled + BOUND_MS);
      const refusedAfter = Date.now() - signalled;
      if (!refusal) failures.push(`the port still accepted connections ${BOUND_MS / 1000} s after SIGTERM`);
      else if (exitedAt) failures.push('the process exited before its port was seen refusing connections, with a request in flight');
      const endedAt = await within('end of the event stream', streamEnded).catch((error: Error) => {
        failures.push(`the event stream did not end: ${error.message}`);
        return 0;
      });
      if (endedAt && exitedAt && exitedAt <= endedAt) failures.push('the event stream only ended with the process');
      const lastFrame = received.trim().split('\n\n').at(-1) ?? '';
      if (!/^retry: \d+$/.test(lastFrame)) failures.push(`the stream's last frame was ${JSON.stringify(lastFrame)}, not a retry hint`);
      const status = await within('answer to the request in flight', inFlight.finish()).catch((error: Error) => {
        failures.push(`the request in flight failed: ${error.message}`);
        return 0;
      });
      if (status && (status < 200 || status >= 300)) failures.push(`the request in flight answered ${status}`);
      // By itself: a completed drain exits 0; SHUTDOWN_TIMEOUT_SECONDS running out would exit 1.
      const exit = await bounded(exited, SHUTDOWN_TIMEOUT_SECONDS * 1000 + BOUND_MS);
      if (!exit) failures.push(`the process did not exit, not even after its shutdown timeout`);
      else if (exit.code !== 0) failures.push(`exit code ${exit.code} (signal ${exit.signal})\n${server.log().slice(-1500)}`);
      if (
        !/\[shutdown\] SIGTERM: 1 call stream\(s\) ended with a retry hint; scheduler interrupted, 1 reminder claim\(s\) handed back/.test(
          server.log(),
        )
      ) {
        failures.push(`no shutdown summary in the log:\n${server.log().slice(-1500)}`);
      }

      const reminder = await withDatabase(db, async ({ db: d }) => {
        const [row] = await d
          .select({ sent: t.meetings.reminderSentAt, claimed: t.meetings.reminderClaimedUntil })
          .from(t.meetings)
          .where(eq(t.meetings.id, prep.meetingId));
        return row;
      });
      if (reminder.claimed || reminder.sent) failures.push(`the stuck reminder was left ${JSON.stringify(reminder)}`);
      // The times are information, not checks.
      console.log(
        JSON.stringify({
          engine,
          refusedAfterMs: refusedAfter,
          streamEndedAfterMs: endedAt ? endedAt - signalled : null,
          lastFrame,
          inFlightStatus: status,
          exit,
          exitedAfterMs: exitedAt ? exitedAt - signalled : null,
          reminder,
          failures,
        }),
      );
    } finally {
      if (!exitedAt) {
        stopGroup(server.child, 'SIGKILL');
        await exited;
      }
    }
  } finally {
    smtp.close();
    await db.remove();
  }
  return failures;
}

async function main() {
  const engines = enginesFromArgs();
  if (engines.length > 1) process.exit((await runEnginesSideBySide(engines)) ? 0 : 1);
  const [engine] = engines;
  const failures = await run(engine).finally(removeTemplates);
  if (failures.length) console.error(`${engine}: FAILED\n- ${failures.join('\n- ')}`);
  else console.log(`${engine}: graceful shutdown OK`);
  process.exit(failures.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
