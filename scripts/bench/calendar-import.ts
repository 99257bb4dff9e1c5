// npx tsx --conditions=react-server scripts/bench/calendar-import.ts
// Issue 25 item 2: a hostile external calendar must not hold the server's event loop. For two feeds —
// the 5.4 kB one of 40 FREQ=SECONDLY events, and a 2 MB one of 15,000 daily series started a year
// ago — prints the main thread's event-loop gaps (a 1 ms interval timer: p95 and max) and the time
// of the parse, two ways:
//   before — inline on the main thread, with the limits the code had before (60 days, 20,000 steps
//            per event, no budget per feed, no frequency refused), through the same busy-core.mjs;
//   now    — parseBusyIntervals: the worker thread with its limits (what the import runs).
// Also, as the issue asks, what a visitor sees: a /health server on this (main) thread is probed by a
// separate thread every 10 ms on a fixed schedule (visitors keep arriving while the loop is held), and
// the p95/max of those answers' latency is printed with the process's CPU time for the parse.
// No database and no network: the fetch and the write are the same both ways.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { DEFAULT_LIMITS, expandBusy } from '@/lib/server/calendar/sync/busy-core.mjs';
import { parseBusyIntervals } from '@/lib/server/calendar/sync/parse-busy';
import { calendar, event, eventLoopGaps, secondlyFeed } from '@/lib/test/fixtures/ical-feeds';

const DAY = 24 * 3_600_000;

const yearAgo = Date.now() - 365 * DAY;
const feeds = {
  '40 × FREQ=SECONDLY': secondlyFeed(),
  '15,000 × FREQ=DAILY (2 MB)': calendar(
    Array.from({ length: 15_000 }, (_, i) =>
      event(`e${i}`, yearAgo + (i % 96) * 900_000, yearAgo + (i % 96) * 900_000 + 900_000, ['RRULE:FREQ=DAILY']),
    ),
  ),
};

/** The limits of the code before issue 25 item 2. */
const BEFORE_LIMITS = {
  maxStepsPerEvent: 20_000,
  maxStepsPerFeed: Infinity,
  maxOccurrencesPerEvent: Infinity,
  maxOccurrencesPerFeed: 5_000,
  refusedFrequencies: [],
};

// The prober: its own thread and event loop, so a held main loop delays the answers, not the asking.
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const latencies = [];
let inFlight = 0, stopping = false;
const timer = setInterval(() => {
  if (stopping) return;
  const started = performance.now();
  inFlight++;
  http.get({ host: '127.0.0.1', port: workerData.port, path: '/health', agent }, (res) => {
    res.resume();
    res.on('end', () => { latencies.push(performance.now() - started); inFlight--; });
  }).on('error', () => { inFlight--; });
}, 10);
parentPort.on('message', () => {
  stopping = true;
  clearInterval(timer);
  const done = setInterval(() => { if (inFlight === 0) { clearInterval(done); parentPort.postMessage(latencies); agent.destroy(); } }, 5);
});`;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * p) - 1)] ?? NaN;

/**
 * The work's time, the main thread's event-loop gaps and /health's latency while it runs, the
 * process's CPU time (main thread + worker), or why it was refused.
 */
async function measure(port: number, work: () => unknown) {
  const prober = new Worker(PROBER, { eval: true, workerData: { port } });
  await new Promise((resolve) => setTimeout(resolve, 200)); // the prober's first answers: a quiet baseline
  const cpuBefore = process.cpuUsage();
  const r = await eventLoopGaps(async () => {
    try {
      return String(await work());
    } catch (error) {
      return `refused: ${(error as Error).message}`;
    }
  }, 20);
  const cpu = process.cpuUsage(cpuBefore);
  const latencies = await new Promise<number[]>((resolve) => {
    prober.once('message', resolve);
    prober.postMessage('stop');
  });
  await prober.terminate();
  return {
    ms: r.ms,
    p95: r.p95,
    max: r.max,
    outcome: r.result,
    cpuMs: (cpu.user + cpu.system) / 1000,
    health: { n: latencies.length, p95: pct(latencies, 0.95), max: Math.max(...latencies) },
  };
}

async function main() {
  const server = http.createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  // Warm the worker start-up and ical.js once.
  await parseBusyIntervals(calendar([]), { fallbackZone: 'Asia/Manila' });
  console.log(`now-limits: ${JSON.stringify({ ...DEFAULT_LIMITS })}`);
  for (const [name, text] of Object.entries(feeds)) {
    const size = `${(Buffer.byteLength(text) / 1024).toFixed(1)} kB`;
    const before = await measure(port, () => {
      const result = expandBusy(text, { nowMs: Date.now(), windowMs: 60 * DAY, fallbackZone: 'Asia/Manila', limits: BEFORE_LIMITS });
      return result.ok ? `${result.intervals.length} busy intervals` : 'not a calendar';
    });
    const now = await measure(port, async () => {
      const result = await parseBusyIntervals(text, { fallbackZone: 'Asia/Manila' });
      return `${result.busy.length} busy intervals, ${result.refused} events refused${result.truncated ? ', truncated' : ''}`;
    });
    for (const [how, r] of [
      ['before (inline)', before],
      ['now (worker)   ', now],
    ] as const) {
      console.log(
        `${name.padEnd(28)} ${size.padStart(9)}  ${how}  parse ${r.ms.toFixed(0).padStart(6)} ms, CPU ${r.cpuMs.toFixed(0).padStart(6)} ms  ` +
          `/health p95 ${r.health.p95.toFixed(1).padStart(7)} ms, max ${r.health.max.toFixed(1).padStart(7)} ms (${r.health.n} probes)  ` +
          `event-loop gap p95 ${r.p95.toFixed(1).padStart(7)} ms, max ${r.max.toFixed(1).padStart(7)} ms  (${r.outcome})`,
      );
    }
  }
  server.close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
