// Benchmark of GET /api/v1/lawyers (issue 5 "Performance"), in-process: a bare node:http server
// hands each request to the route's exported GET (the same handler Next runs, without Next's own
// routing cost), and autocannon drives it with 10 connections from a child process (so the load
// generator does not share the server's event loop).
//
//   PGlite:     DATA_DIR=.data-search-bench npx tsx --conditions=react-server scripts/bench/search-bench.ts
//   PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/abogado_search_bench npx tsx --conditions=react-server scripts/bench/search-bench.ts
//   Through next start: BENCH_URL=http://127.0.0.1:3400 npx tsx --conditions=react-server scripts/bench/search-bench.ts (server started separately)
// Seed first: npm run db:seed -- --reset --lawyers 100000 (with the same DATA_DIR / DATABASE_URL).
import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { prepareCalendars } from '@/lib/server/calendar/availability/load-calendars';
import { pageQuery, pageRows } from '@/lib/server/search/search-lawyers';
import { resolveSearchParams } from '@/lib/server/search/resolve-search-params';
import { allWhere, phaseWhere, sortSpec } from '@/lib/server/search/search-sql';
import type { LawyerSearchPage, LawyerSearchParams } from '@/lib/dto/search';
import { BENCH_MIXES } from './search-mixes';
import { CONNECTIONS, benchEntry, load as loadPaths, p, startSearchServer, toQuery } from './search-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

const load = (port: number, paths: string[], seconds = SECONDS) => loadPaths(port, paths, seconds);

/** The page query and the count query straight through the driver, 10 at a time. */
async function rawSql(seconds: number) {
  const { db } = await getDbHandle();
  const calendars = prepareCalendars();
  const statements = BENCH_MIXES.map((mix) => {
    const { filters, sort, limit } = resolveSearchParams(mix);
    const phase = filters.legalProblem !== undefined ? 'e' : 'a';
    return {
      page: pageQuery(
        sort,
        phaseWhere(filters, phase),
        sql.raw(phase === 'e' ? 'true' : 'false'),
        sortSpec(sort).orderBy,
        limit + 1,
        0,
        calendars,
      ),
      count: sql`SELECT count(*)::int AS n FROM lawyer_search s WHERE ${allWhere(filters, false)}`,
    };
  });
  // Each statement through the path the endpoint uses: pageRows for the page, queryRows for the count.
  const run = async (
    pick: (s: (typeof statements)[number]) => ReturnType<typeof sql>,
    exec: (q: ReturnType<typeof sql>) => Promise<unknown>,
    budgetMs: number,
  ) => {
    const latencies: number[] = [];
    const until = performance.now() + budgetMs;
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const statement = pick(statements[next++ % statements.length]);
          const t0 = performance.now();
          await exec(statement);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    return { p50: p(latencies, 0.5), p95: p(latencies, 0.95), n: latencies.length };
  };
  return {
    page: await run(
      (s) => s.page,
      (q) => pageRows(q),
      seconds * 1000,
    ),
    count: await run(
      (s) => s.count,
      (q) => queryRows(db, q),
      seconds * 1000,
    ),
  };
}

/**
 * BENCH_URL=http://127.0.0.1:3400 (a running `next start` over the seeded database): the same mixes
 * through Next's own server, for comparison. Only the load runs here — this process must not open
 * the server's PGlite data dir.
 */
async function throughServer(base: string) {
  const { port } = new URL(base);
  const paths = BENCH_MIXES.map(toQuery);
  for (const path of paths) await fetch(`${base}${path}`); // warm
  const result = await load(Number(port), paths);
  console.log(
    `GET /api/v1/lawyers through ${base}, ${paths.length} filter mixes, ${CONNECTIONS} connections: p50=${result.p50.toFixed(1)}ms p95=${result.p95.toFixed(1)}ms p99=${result.p99.toFixed(1)}ms rps=${result.rps} n=${result.n} non-200=${result.errors}`,
  );
  process.exit(0);
}

async function main() {
  if (process.env.BENCH_URL) return throughServer(process.env.BENCH_URL.replace(/\/$/, ''));
  const handle = await getDbHandle();
  const [{ n }] = await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM lawyer_profiles`);
  console.log(`engine=${handle.engine} lawyers=${n} connections=${CONNECTIONS} duration=${SECONDS}s mode=in-process node:http → route GET`);
  await handle.db.execute(sql`ANALYZE`);
  const { server, port } = await startSearchServer();
  const paths = BENCH_MIXES.map(toQuery);
  for (const path of paths) await fetch(`http://127.0.0.1:${port}${path}`); // warm: plans, zone tables, counts

  const mixed = await load(port, paths);
  console.log(
    `GET /api/v1/lawyers, ${paths.length} filter mixes: p50=${mixed.p50.toFixed(1)}ms p95=${mixed.p95.toFixed(1)}ms p99=${mixed.p99.toFixed(1)}ms rps=${mixed.rps} n=${mixed.n} non-200=${mixed.errors}`,
  );

  const raw = await rawSql(Math.max(5, SECONDS / 2));
  console.log(
    `raw SQL page query (rows + calendar data), 10 concurrent: p50=${raw.page.p50.toFixed(1)}ms p95=${raw.page.p95.toFixed(1)}ms n=${raw.page.n}`,
  );
  console.log(
    `raw SQL count query (uncached), 10 concurrent: p50=${raw.count.p50.toFixed(1)}ms p95=${raw.count.p95.toFixed(1)}ms n=${raw.count.n}`,
  );
  console.log(`endpoint p95 / raw page-query p95 = ${(mixed.p95 / raw.page.p95).toFixed(2)}`);

  // Deep paging: walk "Load more" to page 200 with the cursors the API hands out.
  const deepMix: LawyerSearchParams = { area_of_practice: 'civil', sort: 'rating', sort_direction: -1 };
  let path = toQuery(deepMix);
  let cursor: string | null | undefined;
  for (let page = 1; page <= 200; page++) {
    const body = (await (await fetch(`http://127.0.0.1:${port}${path}`)).json()) as LawyerSearchPage;
    cursor = body.nextCursor;
    if (!cursor) throw new Error(`ran out of results at page ${page}`);
    path = toQuery({ ...deepMix, page, cursor });
  }
  const page0 = await load(port, [toQuery(deepMix)]);
  const page200 = await load(port, [path]);
  const offset200 = await load(port, [toQuery({ ...deepMix, page: 200 })], Math.max(5, SECONDS / 3));
  console.log(`page 0:   p95=${page0.p95.toFixed(1)}ms`);
  console.log(`page 200 (cursor): p95=${page200.p95.toFixed(1)}ms → ${(page200.p95 / page0.p95).toFixed(2)}× page 0`);
  console.log(`page 200 (no cursor, OFFSET fallback for shared links): p95=${offset200.p95.toFixed(1)}ms`);
  server.close();
  await handle.close();
  process.exit(0);
}

benchEntry(main);
