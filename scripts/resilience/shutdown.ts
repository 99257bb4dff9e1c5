// npm run test:shutdown [-- --engine=pglite|postgres] [--port=3131]
// Graceful shutdown of the production server (`next start` on the existing build). On each engine:
// a call event stream is open, a request is in flight (its body still arriving), and the scheduler
// is stuck sending a reminder (an SMTP server that accepts and never answers). Then SIGTERM:
// - the event stream ends, its last frame a `retry:` hint (EventSource reconnects elsewhere);
// - new connections are refused at once;
// - the request in flight completes with 2xx;
// - the process exits 0 within a few seconds;
// - the reminder the stuck scheduler had claimed is handed back (not left claimed for the lease),
//   and (PGlite) the database was closed cleanly and opens again.
import net from 'node:net';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { tables as t } from '../../lib/db';
import { insertLawyer } from '../../lib/test/fixtures/lawyers';
import { insertMeeting } from '../../lib/test/fixtures/meetings';
import { insertCustomer } from '../../lib/test/fixtures/users';
import {
  createTestDatabase,
  enginesFromArgs,
  numberArg,
  sessionCookie,
  sleep,
  startServer,
  waitFor,
  withDatabase,
  type Engine,
} from './harness';

const PORT = numberArg('port', Number(process.env.RESILIENCE_PORT_SHUTDOWN ?? 3131));
const SHUTDOWN_TIMEOUT_SECONDS = 6;

/** An SMTP server that accepts connections and never says a word: a mail send hangs. */
async function silentSmtp(): Promise<{ port: number; connected: Promise<void>; close: () => void }> {
  const sockets = new Set<net.Socket>();
  let connected!: () => void;
  const first = new Promise<void>((resolve) => (connected = resolve));
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
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

/** A POST whose body is sent in two halves; `finish()` sends the rest and resolves to the status. */
function slowPost(url: string, cookie: string, body: string): { finish: () => Promise<number>; started: Promise<void> } {
  const target = new URL(url);
  const req = http.request({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: target.origin, cookie },
  });
  const started = new Promise<void>((resolve, reject) => {
    req.once('socket', (socket) => socket.once('connect', () => resolve()));
    req.once('error', reject);
  });
  const status = new Promise<number>((resolve, reject) => {
    req.once('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
  });
  req.write(body.slice(0, 10));
  return {
    started,
    finish: () => {
      req.end(body.slice(10));
      return status;
    },
  };
}

async function run(engine: Engine): Promise<string[]> {
  const failures: string[] = [];
  const smtp = await silentSmtp();
  const db = await createTestDatabase(engine, 'shutdown');
  try {
    const prep = await withDatabase(db, async ({ db: d }) => {
      const lawyerId = await insertLawyer(d);
      const customerId = await insertCustomer(d);
      // Starts in 5 minutes: its call is open, and its 10-minute reminder is due.
      const meetingId = await insertMeeting(d, { lawyerId, customerId, start: new Date(Date.now() + 5 * 60_000) });
      return { meetingId, cookie: await sessionCookie({ id: customerId, type: 'CUSTOMER' }) };
    });
    const server = await startServer(db, PORT, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SCHEDULER_INTERVAL_SECONDS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
    });
    // The scheduler has claimed the reminder and hangs in the SMTP conversation.
    await Promise.race([
      smtp.connected,
      sleep(15_000).then(() => Promise.reject(new Error('the scheduler never tried to send the reminder'))),
    ]);

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
    await inFlight.started;
    await sleep(300);

    const signalled = Date.now();
    process.kill(server.child.pid!, 'SIGTERM');
    // New connections are refused while the request above is still in flight.
    await waitFor('the port to refuse connections', () => refused(PORT), 3000);
    const refusedAfter = Date.now() - signalled;
    const endedAt = await Promise.race([streamEnded, sleep(3000).then(() => 0)]);
    if (!endedAt) failures.push('the event stream was still open 3 s after SIGTERM');
    const lastFrame = received.trim().split('\n\n').at(-1) ?? '';
    if (!/^retry: \d+$/.test(lastFrame)) failures.push(`the stream's last frame was ${JSON.stringify(lastFrame)}, not a retry hint`);
    await sleep(500);
    const status = await inFlight.finish();
    if (status < 200 || status >= 300) failures.push(`the request in flight answered ${status}`);
    const exit = await Promise.race([server.exited, sleep(SHUTDOWN_TIMEOUT_SECONDS * 1000 + 2000).then(() => null)]);
    const exitedAfter = Date.now() - signalled;
    if (!exit) failures.push('the process did not exit');
    else if (exit.code !== 0) failures.push(`exit code ${exit.code} (signal ${exit.signal})`);
    if (exitedAfter > 8000) failures.push(`exit took ${exitedAfter} ms`);
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
    console.log(
      JSON.stringify({
        engine,
        refusedAfterMs: refusedAfter,
        streamEndedAfterMs: endedAt ? endedAt - signalled : null,
        lastFrame,
        inFlightStatus: status,
        exit,
        exitedAfterMs: exitedAfter,
        reminder,
        failures,
      }),
    );
  } finally {
    smtp.close();
    await db.remove();
  }
  return failures;
}

async function main() {
  let ok = true;
  for (const engine of enginesFromArgs()) {
    const failures = await run(engine);
    if (failures.length) {
      ok = false;
      console.error(`${engine}: FAILED\n- ${failures.join('\n- ')}`);
    } else console.log(`${engine}: graceful shutdown OK`);
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
