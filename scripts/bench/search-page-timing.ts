// Sequential cost of each benchmark mix's first page query, through the endpoint's driver path (pageRows): which
// mixes cost the most, without the queueing of the concurrent benchmark (a tuning tool). On PGlite
// the query runs in this process, so its CPU time is the figure to compare on a busy machine.
import { sql } from 'drizzle-orm';
import { prepareCalendars } from '@/lib/server/calendar/availability/load-calendars';
import { pageQuery, pageRows } from '@/lib/server/search/search-lawyers';
import { resolveSearchParams } from '@/lib/server/search/resolve-search-params';
import { phaseWhere, sortSpec } from '@/lib/server/search/search-sql';
import { BENCH_MIXES } from './search-mixes';

async function main() {
  const rounds = Number(process.env.ROUNDS ?? 200);
  const calendars = prepareCalendars();
  const queries = BENCH_MIXES.map((mix) => {
    const { filters, sort, limit } = resolveSearchParams(mix);
    const phase = filters.legalProblem !== undefined ? 'e' : 'a';
    return pageQuery(
      sort,
      phaseWhere(filters, phase),
      sql.raw(phase === 'e' ? 'true' : 'false'),
      sortSpec(sort).orderBy,
      limit + 1,
      0,
      calendars,
    );
  });
  const wall = queries.map(() => 0);
  const cpu = queries.map(() => 0);
  for (let i = 0; i < 10; i++) for (const q of queries) await pageRows(q);
  // Round-robin over the mixes so that a burst of load elsewhere spreads over all of them.
  for (let i = 0; i < rounds; i++) {
    for (let m = 0; m < queries.length; m++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await pageRows(queries[m]);
      wall[m] += performance.now() - t0;
      const c = process.cpuUsage(c0);
      cpu[m] += (c.user + c.system) / 1000;
    }
  }
  BENCH_MIXES.forEach((mix, m) =>
    console.log(`cpu=${(cpu[m] / rounds).toFixed(2)}ms wall=${(wall[m] / rounds).toFixed(2)}ms ${JSON.stringify(mix)}`),
  );
  const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length / rounds).toFixed(2);
  console.log(`mean cpu=${mean(cpu)}ms wall=${mean(wall)}ms per page query (sequential)`);
  process.exit(0);
}
main();
