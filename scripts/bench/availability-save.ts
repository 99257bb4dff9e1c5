// npx tsx --conditions=react-server scripts/bench/availability-save.ts [--saves=200] [--engine=pglite|postgres]
// PUT /api/v1/lawyers/profile/availability (issue 12): the lawyer's seven days, notice time and two
// prices, saved through the real route handler with a real session cookie. Each save is one
// transaction that also reloads the profile and recomputes completeness, so this is what a lawyer
// waits for after pressing Save. Prints per-engine latency percentiles.
import { PUT } from '@/app/api/v1/lawyers/profile/availability/route';
import { startSession } from '@/lib/server/auth/issue-session';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { benchDb, engines, percentile, type Engine } from './booking-db';

const SAVES = Number(process.argv.find((a) => a.startsWith('--saves='))?.split('=')[1] ?? 200);

async function run(engine: Engine) {
  const handle = await benchDb(engine);
  try {
    const lawyerId = await insertLawyer(handle.db, { name: 'Bench Availability', isPublic: false });
    const header = await startSession(
      { id: lawyerId, type: 'LAWYER', roles: [], emailVerified: true },
      { ip: '203.0.113.1', userAgent: 'bench' },
    );
    const cookie = header[0].split(';')[0];
    const latencies: number[] = [];
    for (let i = 0; i < SAVES + 10; i++) {
      const body = {
        daily_availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          available: (weekday + i) % 7 !== 0,
          start_time: i % 2 ? '08:00' : '09:00',
          end_time: '17:30',
        })),
        notice_time: i % 2 ? 60 : 120,
        services: [
          { duration: 30, price: 800_00 + i * 100 },
          { duration: 60, price: 1500_00 + i * 100 },
        ],
      };
      const req = new Request('http://localhost:3000/api/v1/lawyers/profile/availability', {
        method: 'PUT',
        headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.1' },
        body: JSON.stringify(body),
      });
      const begun = performance.now();
      const res = await PUT(req, { params: Promise.resolve({}) });
      const ms = performance.now() - begun;
      if (res.status !== 200) throw new Error(`save ${i}: ${res.status} ${await res.text()}`);
      if (i >= 10) latencies.push(ms); // the first saves warm the statement caches
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `${engine.padEnd(8)} availability save ×${SAVES}: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
    );
  } finally {
    await handle.close();
  }
}

async function main() {
  for (const engine of engines()) await run(engine);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
