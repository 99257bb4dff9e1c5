// npx tsx --conditions=react-server scripts/bench/call-signaling.ts [--engine=pglite|postgres] [--streams=500] [--messages=200]
// Signaling delivery latency of the calls: a signal stored (row + NOTIFY) → the frame on the other
// party's Server-Sent Events stream. Three figures per engine:
//   1. one instance: the stream's LISTEN hub is the app's own;
//   2. across instances (PostgreSQL only): the stream listens on a second, independent connection
//      and hub, as another `next start` would — the NOTIFY crosses the server;
//   3. under load: `--streams` open streams on one instance, two per call (both parties of
//      streams/2 open calls), memory per stream and the delivery latency of one call meanwhile.
// Signals go in through insertSignal (the POST handler's store + notify; its auth and the per-sender
// rate limit are left out so one sender can send hundreds).
import { openDb } from '@/lib/db/client';
import { tables as t } from '@/lib/db';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { createSession } from '@/lib/server/auth/sessions';
import { CallHub, callHub } from '@/lib/server/calls/call-hub';
import { openCallEventStream } from '@/lib/server/calls/event-stream';
import { insertSignal } from '@/lib/server/meetings/call-signals/insert-signal';
import { benchDb, engines, percentile } from './booking-db';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

type Handle = Awaited<ReturnType<typeof benchDb>>;

async function meeting(handle: Handle, n: number): Promise<{ id: string; lawyerId: string; customerId: string }> {
  const lawyerId = await insertLawyer(handle.db, { name: `Bench Lawyer ${n}` });
  const [customer] = await handle.db
    .insert(t.users)
    .values({
      email: `bench-${n}-${Date.now()}@example.com`,
      type: 'CUSTOMER',
      firstName: 'Bench',
      lastName: 'Client',
      emailVerified: true,
    })
    .returning({ id: t.users.id });
  const start = new Date(Date.now() + 5 * 60_000);
  const [row] = await handle.db
    .insert(t.meetings)
    .values({
      lawyerId,
      customerId: customer.id,
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60_000),
      durationMinutes: 30,
      status: 'CONFIRMED',
      subject: 'Bench',
      priceCentavos: 100_000,
    })
    .returning({ id: t.meetings.id });
  return { id: row.id, lawyerId, customerId: customer.id };
}

/** An open stream for the lawyer; resolves each waiter when a frame with that signal id arrives. */
async function openStream(m: { id: string; lawyerId: string }, hub?: CallHub, asUser = m.lawyerId) {
  const controller = new AbortController();
  const req = new Request(`http://localhost/api/v1/meeting/${m.id}/events`, { signal: controller.signal });
  // A stream belongs to a live session (it ends with it).
  const { sessionId } = await createSession(asUser, { ip: '127.0.0.1', userAgent: 'bench' });
  const res = await openCallEventStream(req, { id: asUser, sessionId }, m.id, { hub });
  const waiters = new Map<string, (at: number) => void>();
  const arrivals = new Map<string, number>();
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value);
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const id = /^id: (\d+)$/m.exec(buffer.slice(0, cut))?.[1];
        buffer = buffer.slice(cut + 2);
        if (id) {
          const at = performance.now();
          arrivals.set(id, at);
          waiters.get(id)?.(at);
        }
      }
    }
  })();
  return { waiters, arrivals, close: () => controller.abort() };
}

async function latencies(
  m: { id: string; customerId: string },
  stream: Awaited<ReturnType<typeof openStream>>,
  count: number,
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const id = String(await insertSignal(m.id, m.customerId, { kind: 'media', audio: true, video: i % 2 === 0 }));
    // The frame may arrive before insertSignal returns (NOTIFY fires at commit).
    const at =
      stream.arrivals.get(id) ??
      (await Promise.race([
        new Promise<number>((r) => stream.waiters.set(id, r)),
        new Promise<number>((r) => setTimeout(() => r(Number.NaN), 5000)),
      ]));
    out.push(at - started);
    stream.waiters.delete(id);
    stream.arrivals.delete(id);
  }
  return out.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
}

const fmt = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms (n=${xs.length})`;

async function main() {
  const messages = arg('messages', 200);
  const streams = arg('streams', 500);
  for (const engine of engines()) {
    const handle = await benchDb(engine);
    try {
      const m = await meeting(handle, 0);
      const one = await openStream(m);
      await latencies(m, one, 20);
      console.log(`[${engine}] one instance: ${fmt(await latencies(m, one, messages))}`);
      one.close();

      if (engine === 'postgres' && handle.databaseUrl) {
        const other = await openDb({ databaseUrl: handle.databaseUrl });
        const hub = new CallHub(async () => other.listen);
        const cross = await openStream(m, hub);
        await latencies(m, cross, 20);
        console.log(`[${engine}] across instances (second LISTEN connection): ${fmt(await latencies(m, cross, messages))}`);
        cross.close();
        await hub.close();
        await other.close();
      }

      const calls = [];
      for (let i = 1; i <= streams / 2; i++) calls.push(await meeting(handle, i));
      global.gc?.();
      const before = process.memoryUsage().heapUsed;
      const rss = process.memoryUsage().rss;
      const rooms = [];
      for (const c of calls) rooms.push(await openStream(c), await openStream(c, undefined, c.customerId));
      const probe = await openStream(m);
      global.gc?.();
      const perStream = (process.memoryUsage().heapUsed - before) / streams;
      const perStreamRss = (process.memoryUsage().rss - rss) / streams;
      console.log(
        `[${engine}] ${streams} open streams (hub: ${callHub().size}): heap ${(perStream / 1024).toFixed(1)} kB/stream, rss ${(perStreamRss / 1024).toFixed(1)} kB/stream; delivery meanwhile: ${fmt(await latencies(m, probe, Math.min(messages, 100)))}`,
      );
      for (const r of [...rooms, probe]) r.close();
    } finally {
      await handle.close();
    }
  }
  process.exit(0);
}

void main();
