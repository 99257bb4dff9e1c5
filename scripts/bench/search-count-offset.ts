// Benchmark of the two costly parts of a search (issue 28 "Counts and deep pages"): the result count and
// a page reached by OFFSET (a shared link to page N, no cursor). Each is measured twice: the SQL alone
// straight through the driver (the reference), and what GET /api/v1/lawyers serves — the route's
// exported GET behind a bare node:http server, driven by autocannon from a child process, 10
// connections (as in search-bench.ts, so the figures compare with its "page 200 (no cursor)" line).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/abogado_search_bench npx tsx --conditions=react-server scripts/bench/search-count-offset.ts
// Seed first: npm run db:seed -- --reset --lawyers 100000 (same DATABASE_URL). BENCH_SECONDS (default 10) per figure.
import { sql, type SQL } from 'drizzle-orm';
import { getDbHandle } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { prepareCalendars } from '@/lib/server/calendar/availability/load-calendars';
import { countLawyers } from '@/lib/server/search/count-lawyers';
import { pageQuery, pageRows } from '@/lib/server/search/search-lawyers';
import { resolveSearchParams } from '@/lib/server/search/resolve-search-params';
import { allWhere, phaseWhere, sortSpec } from '@/lib/server/search/search-sql';
import type { LawyerSearchParams } from '@/lib/dto/search';
import { BENCH_MIXES } from './search-mixes';
import { CONNECTIONS, benchEntry, load as loadPaths, p, startSearchServer, toQuery } from './search-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// search-bench.ts's deep-paging mix; its page 200 by OFFSET was p95 122 ms before issue 28.
const DEEP_MIX: LawyerSearchParams = { area_of_practice: 'civil', sort: 'rating', sort_direction: -1 };
const DEEP_PAGE = 200;

const load = (port: number, paths: string[], seconds = SECONDS) => loadPaths(port, paths, seconds);

/** `work` 10 at a time for `seconds`, round-robin over `items`; latency percentiles in ms. */
async function concurrently<T>(items: T[], work: (item: T) => Promise<unknown>, seconds = SECONDS) {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const item = items[next++ % items.length];
        const t0 = performance.now();
        await work(item);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { p50: p(latencies, 0.5), p95: p(latencies, 0.95), n: latencies.length };
}

/**
 * The statements offsetRows (search-lawyers.ts) runs for a page reached without a cursor: phase by
 * phase (exact matches, then the rest of the area), starting in the phase where the page begins.
 * The number of exact matches is counted here once, outside the timing (the endpoint reads it from
 * the count cache).
 */
async function offsetStatements(params: LawyerSearchParams, page: number): Promise<SQL[]> {
  const { filters, sort, limit } = resolveSearchParams(params);
  const { db } = await getDbHandle();
  const calendars = prepareCalendars();
  const phases = filters.legalProblem !== undefined ? (['e', 'r'] as const) : (['a'] as const);
  let skip = page * limit;
  let want = limit + 1;
  const out: SQL[] = [];
  for (const phase of phases) {
    const where = phaseWhere(filters, phase);
    const [{ n }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM lawyer_search s WHERE ${where}`);
    if (skip >= n) {
      skip -= n;
      continue;
    }
    out.push(pageQuery(sort, where, sql.raw(phase === 'e' ? 'true' : 'false'), sortSpec(sort).orderBy, want, skip, calendars));
    want -= Math.min(want, n - skip);
    if (!want) break;
    skip = 0;
  }
  return out;
}

const runAll = async (statements: SQL[]) => {
  for (const q of statements) await pageRows(q);
};

const fmt = (r: { p50: number; p95: number; n: number }) => `p50=${r.p50.toFixed(1)}ms p95=${r.p95.toFixed(1)}ms n=${r.n}`;

async function main() {
  const handle = await getDbHandle();
  const [{ n }] = await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM lawyer_profiles`);
  console.log(`engine=${handle.engine} lawyers=${n} connections=${CONNECTIONS} duration=${SECONDS}s per figure`);
  // As autovacuum leaves it: statistics current, the visibility map set (index-only scans need it).
  await handle.db.execute(sql`VACUUM ANALYZE lawyer_search`);

  const { server, port } = await startSearchServer();
  const base = `http://127.0.0.1:${port}`;

  // Counts.
  const countSql = BENCH_MIXES.map(
    (mix) => sql`SELECT count(*)::int AS n FROM lawyer_search s WHERE ${allWhere(resolveSearchParams(mix).filters, false)}`,
  );
  const filterSets = BENCH_MIXES.map((mix) => resolveSearchParams(mix).filters);
  for (const f of filterSets) await countLawyers(f); // warm
  const rawCount = await concurrently(countSql, (q) => queryRows(handle.db, q));
  console.log(`count, raw SQL (uncached reference), ${BENCH_MIXES.length} mixes: ${fmt(rawCount)}`);
  const servedCount = await concurrently(filterSets, (f) => countLawyers(f));
  console.log(
    `count through countLawyers (cached, checked against lawyer_search_version in its own read; the endpoint takes the version from its page query), ${BENCH_MIXES.length} mixes: ${fmt(servedCount)}`,
  );

  // Pages reached by OFFSET.
  const deepPath = toQuery({ ...DEEP_MIX, page: DEEP_PAGE });
  const mixPaths = BENCH_MIXES.map((mix) => toQuery({ ...mix, page: 20 }));
  for (const path of [deepPath, ...mixPaths]) await fetch(`${base}${path}`); // warm: plans, counts
  const rawDeep = await concurrently([await offsetStatements(DEEP_MIX, DEEP_PAGE)], runAll);
  console.log(`page ${DEEP_PAGE} by OFFSET ${JSON.stringify(DEEP_MIX)}, raw SQL reference: ${fmt(rawDeep)}`);
  const routeDeep = await load(port, [deepPath]);
  console.log(`page ${DEEP_PAGE} by OFFSET through GET /api/v1/lawyers: ${fmt(routeDeep)} non-200=${routeDeep.errors}`);
  const mixStatements = await Promise.all(BENCH_MIXES.map((mix) => offsetStatements(mix, 20)));
  const rawMixes = await concurrently(mixStatements, runAll);
  console.log(`page 20 by OFFSET, ${BENCH_MIXES.length} mixes, raw SQL reference: ${fmt(rawMixes)}`);
  // One at a time, to show which mixes cost the most (median of 20 runs each).
  for (const [m, mix] of BENCH_MIXES.entries()) {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await runAll(mixStatements[m]);
      times.push(performance.now() - t0);
    }
    console.log(`  page 20 alone: median=${p(times, 0.5).toFixed(1)}ms ${JSON.stringify(mix)}`);
  }
  const routeMixes = await load(port, mixPaths);
  console.log(
    `page 20 by OFFSET, ${BENCH_MIXES.length} mixes, through GET /api/v1/lawyers: ${fmt(routeMixes)} non-200=${routeMixes.errors}`,
  );

  server.close();
  await handle.close();
  process.exit(0);
}

benchEntry(main);
