// Benchmark of GET /api/v1/lawyers (issue 5 "Performance"), in-process: a bare node:http server
// hands each request to the route's exported GET (the same handler Next runs, without Next's own
// routing cost), and autocannon drives it with 10 connections from a child process (so the load
// generator does not share the server's event loop).
//
//   PGlite:     DATA_DIR=.data-search-bench npx tsx --conditions=react-server scripts/bench/search-bench.ts
//   PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/abogado_search_bench npx tsx --conditions=react-server scripts/bench/search-bench.ts
//   Through next start: BENCH_URL=http://127.0.0.1:3400 npx tsx --conditions=react-server scripts/bench/search-bench.ts (server started separately)
// Seed first: npm run db:seed -- --reset --lawyers 100000 (with the same DATA_DIR / DATABASE_URL).
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { GET } from '../../app/api/v1/lawyers/route';
import { getDbHandle } from '../../lib/db';
import { queryRows } from '../../lib/db/client';
import { prepareCalendars } from '../../lib/server/availability/load-calendars';
import { pageQuery, pageRows } from '../../lib/server/search/search-lawyers';
import { resolveSearchParams } from '../../lib/server/search/resolve-search-params';
import { allWhere, phaseWhere, sortSpec } from '../../lib/server/search/search-sql';
import type { LawyerSearchPage, LawyerSearchParams } from '@/lib/dto/search';
import { BENCH_MIXES } from './search-mixes';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

function toQuery(params: LawyerSearchParams): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((v) => q.append(key, String(v)));
    else if (value !== undefined) q.append(key, String(value));
  }
  const s = q.toString();
  return `/api/v1/lawyers${s ? `?${s}` : ''}`;
}

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

function startServer(): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const response = await GET(new Request(`http://localhost${req.url}`), { params: Promise.resolve({}) });
    res.writeHead(response.status, { 'content-type': 'application/json' });
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

type LoadResult = { p50: number; p95: number; p99: number; rps: number; n: number; errors: number };

/** The load generator, run as `search-bench.ts --client <port> <seconds> <paths JSON>` in a child process. */
async function runClient(port: number, seconds: number, paths: string[]): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    if (status !== 200) errors++;
    latencies.push(time);
  });
  const result = await instance;
  return {
    p50: p(latencies, 0.5),
    p95: p(latencies, 0.95),
    p99: p(latencies, 0.99),
    rps: result.requests.average,
    n: latencies.length,
    errors,
  };
}

function load(port: number, paths: string[], seconds = SECONDS): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, process.argv[1], '--client', String(port), String(seconds), JSON.stringify(paths)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.slice(out.indexOf('{')))) : reject(new Error(`load client exited ${code}`)),
    );
  });
}

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
  const server = await startServer();
  const port = (server.address() as AddressInfo).port;
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

if (process.argv[2] === '--client') {
  runClient(Number(process.argv[3]), Number(process.argv[4]), JSON.parse(process.argv[5]))
    .then((result) => {
      process.stdout.write(JSON.stringify(result));
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
