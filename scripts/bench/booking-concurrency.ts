// npx tsx --conditions=react-server scripts/bench/booking-concurrency.ts [--rounds=20] [--concurrency=50] [--engine=pglite|postgres]
// 50 concurrent POST /api/v1/meeting for overlapping slots (30- and 60-minute bookings starting at
// the same hour) of one lawyer, by 50 different clients: exactly one may be created, the rest 409.
// Calls the real route handler with real Requests and session cookies (no HTTP hop), on PGlite and,
// with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL. Prints per-engine latency percentiles.
import { randomUUID } from 'node:crypto';
import { POST } from '@/app/api/v1/meeting/route';
import { tables as t } from '@/lib/db';
import { startSession } from '@/lib/server/auth/issue-session';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { benchDb, engines, manilaSlot, percentile, type Engine } from './booking-db';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROUNDS = arg('rounds', 20);
const CONCURRENCY = arg('concurrency', 50);

async function customerCookies(db: Awaited<ReturnType<typeof benchDb>>['db'], n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, () => randomUUID());
  await db.insert(t.users).values(
    ids.map((id) => ({
      id,
      email: `bench-${id}@example.com`,
      type: 'CUSTOMER' as const,
      firstName: 'Bench',
      lastName: 'Client',
      emailVerified: true,
    })),
  );
  const cookies: string[] = [];
  for (const id of ids) {
    const header = await startSession({ id, type: 'CUSTOMER', roles: [], emailVerified: true }, { ip: '203.0.113.1', userAgent: 'bench' });
    cookies.push(header[0].split(';')[0]);
  }
  return cookies;
}

async function run(engine: Engine) {
  const handle = await benchDb(engine);
  const latencies: number[] = [];
  const rounds: { created: number; conflicts: number; other: number[]; ms: number }[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // A fresh lawyer per round: each client then holds at most one meeting with that lawyer (no 429s mixed in).
      const lawyerId = await insertLawyer(handle.db, { name: `Bench Lawyer ${round}` });
      const cookies = await customerCookies(handle.db, CONCURRENCY);
      const start = manilaSlot(2 + (round % 10), 9 + (round % 7));
      const begun = performance.now();
      const statuses = await Promise.all(
        cookies.map(async (cookie, i) => {
          const body = JSON.stringify({
            lawyer_id: lawyerId,
            start_time: start,
            duration: i % 2 ? 60 : 30,
            call_type: 'VIDEO',
            subject: 'Benchmark booking',
          });
          const req = new Request('http://localhost:3000/api/v1/meeting', {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
          });
          const t0 = performance.now();
          const res = await POST(req, { params: Promise.resolve({}) });
          latencies.push(performance.now() - t0);
          await res.arrayBuffer();
          return res.status;
        }),
      );
      const created = statuses.filter((s) => s === 200).length;
      const conflicts = statuses.filter((s) => s === 409).length;
      rounds.push({ created, conflicts, other: statuses.filter((s) => s !== 200 && s !== 409), ms: performance.now() - begun });
    }
  } finally {
    await handle.close();
  }
  latencies.sort((a, b) => a - b);
  const ok = rounds.every((r) => r.created === 1 && r.conflicts === CONCURRENCY - 1);
  console.log(
    JSON.stringify({
      engine,
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
      exactlyOneCreatedEveryRound: ok,
      created: rounds.map((r) => r.created),
      conflicts: rounds.map((r) => r.conflicts),
      unexpected: rounds.flatMap((r) => r.other),
      latencyMs: {
        p50: +percentile(latencies, 50).toFixed(1),
        p95: +percentile(latencies, 95).toFixed(1),
        max: +latencies[latencies.length - 1].toFixed(1),
      },
      roundMs: {
        p50: +percentile(
          rounds.map((r) => r.ms).sort((a, b) => a - b),
          50,
        ).toFixed(1),
      },
    }),
  );
  return ok;
}

async function main() {
  let allOk = true;
  for (const engine of engines()) allOk = (await run(engine)) && allOk;
  process.exit(allOk ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
