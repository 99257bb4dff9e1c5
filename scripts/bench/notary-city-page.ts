// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//   npx tsx --conditions=react-server scripts/bench/notary-city-page.ts [--rounds=200] [--notaries=200] [--engine=postgres]
//
// Issue 43: a notary city page that ranks who has a free appointment time today or tomorrow first,
// at NOTARIES notaries in one city, beside the city page as it was (the notaries by name). Each
// round is what one build of the page asks of the server besides rendering: the list's data (the
// cards' markup is the same either way but for one line; react-dom/server cannot load under the
// react-server condition the server code needs). The notaries take appointments on varied days and
// hours, with consultations on their calendars. Prints p50/p95/max per variant and engine.
import os from 'node:os';
import { tables as t } from '@/lib/db';
import { NOTARY_CITY_REVALIDATE_SECONDS } from '@/lib/config/pages';
import { listPublicNotaries } from '@/lib/server/notary/list-public-notaries';
import { listNotariesFreeFirst } from '@/lib/server/notary/list-notaries-free-first';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertCustomer } from '@/lib/test/fixtures/users';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { benchDb, engines, manilaSlot, percentile, type Engine } from './booking-db';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROUNDS = arg('rounds', 200);
const NOTARIES = arg('notaries', 200);
const CITY = 'bench-city';
process.env.LOG_LEVEL ??= 'warn';

type Db = Awaited<ReturnType<typeof benchDb>>['db'];

async function seed(db: Db): Promise<void> {
  const customer = await insertCustomer(db);
  for (let i = 0; i < NOTARIES; i++) {
    const lawyerId = await insertLawyer(db);
    // Most take appointments; a few keep office hours only; office days vary so some are closed today or tomorrow.
    const allDays = [0, 1, 2, 3, 4, 5, 6];
    const [row] = await db
      .insert(t.notaryProfiles)
      .values({
        userId: lawyerId,
        displayName: `Atty. Bench Notary ${String(i).padStart(3, '0')}`,
        commissionNumber: `NP-${i}`,
        commissionExpiresOn: `${new Date().getFullYear() + 1}-12-31`,
        officeAddress: `${i} Ayala Ave`,
        city: 'Bench City',
        citySlug: CITY,
        officeDays: allDays.filter((d) => (d + i) % 7 !== 0 || i % 3 === 0),
        opensAt: i % 2 ? '08:00' : '09:00',
        closesAt: i % 4 ? '17:00' : '19:00',
        services: ['affidavit-of-loss', 'jurat', 'special-power-of-attorney'],
        takesBookings: i % 10 !== 0,
        payAtOffice: true,
        isPublic: true,
        isComplete: true,
      })
      .returning({ id: t.notaryProfiles.id });
    await db.insert(t.notaryServiceOffers).values([
      { notaryId: row.id, service: 'affidavit-of-loss', feeCentavos: 35_000, durationMinutes: 30, checklist: ['government-id'] },
      { notaryId: row.id, service: 'jurat', feeCentavos: 20_000, durationMinutes: 15, checklist: ['government-id'] },
    ]);
    // Their calendars are not empty: consultations today and tomorrow.
    for (const [day, hour] of [
      [0, 10 + (i % 6)],
      [0, 16],
      [1, 9 + (i % 7)],
    ])
      await insertMeeting(db, { lawyerId, customerId: customer, start: manilaSlot(day, hour), duration: 60 }).catch(() => undefined);
  }
}

async function time(label: string, engine: Engine, run: () => Promise<unknown[]>): Promise<void> {
  for (let i = 0; i < 10; i++) await run();
  const ms: number[] = [];
  let shown = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    shown = (await run()).length;
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(1);
  console.log(
    `${engine.padEnd(8)} ${label.padEnd(34)} p50=${f(percentile(ms, 50))}ms p95=${f(percentile(ms, 95))}ms max=${f(ms[ms.length - 1])}ms (${shown} shown)`,
  );
}

async function main() {
  console.log(
    `${NOTARIES} notaries in one city, ${ROUNDS} rounds, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const engine of engines()) {
    const handle = await benchDb(engine);
    await seed(handle.db);
    await time('city page as it was (by name)', engine, () => listPublicNotaries({ citySlug: CITY }));
    await time('free today/tomorrow first', engine, () =>
      listNotariesFreeFirst({ citySlug: CITY }, { keptForMinutes: NOTARY_CITY_REVALIDATE_SECONDS / 60 }),
    );
    const ranked = await listNotariesFreeFirst({ citySlug: CITY });
    const free = ranked.filter((n) => n.free_soon);
    console.log(
      `${engine.padEnd(8)} shown ${ranked.length}, of them free today ${free.filter((n) => n.free_soon!.day === 'today').length}, tomorrow ${free.filter((n) => n.free_soon!.day === 'tomorrow').length}`,
    );
    await handle.close();
  }
  console.log(
    `load after ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  process.exit(0);
}
main();
