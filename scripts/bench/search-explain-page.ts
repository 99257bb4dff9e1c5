// EXPLAIN ANALYZE of the first page query of each benchmark mix (or of one mix given as JSON), for tuning.
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { prepareCalendars } from '@/lib/server/calendar/availability/load-calendars';
import { pageQuery } from '@/lib/server/search/search-lawyers';
import { resolveSearchParams } from '@/lib/server/search/resolve-search-params';
import { phaseWhere, sortSpec } from '@/lib/server/search/search-sql';
import type { LawyerSearchParams } from '@/lib/dto/search';
import { BENCH_MIXES } from './search-mixes';

async function main() {
  const db = await getDb();
  // An argument is a mix as JSON, or the index of one of BENCH_MIXES.
  const arg = process.argv[2];
  const mixes: LawyerSearchParams[] = arg ? [/^\d+$/.test(arg) ? BENCH_MIXES[Number(arg)] : JSON.parse(arg)] : BENCH_MIXES;
  for (const mix of mixes) {
    const { filters, sort, limit } = resolveSearchParams(mix);
    const phase = filters.legalProblem !== undefined ? 'e' : 'a';
    const query = pageQuery(
      sort,
      phaseWhere(filters, phase),
      sql.raw(phase === 'e' ? 'true' : 'false'),
      sortSpec(sort).orderBy,
      limit + 1,
      0,
      prepareCalendars(),
    );
    let lines: string[] = [];
    for (let i = 0; i < 3; i++) {
      const rows = await queryRows<Record<string, string>>(db, sql`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${query}`);
      lines = rows.map((r) => Object.values(r)[0]);
    }
    console.log(`\n== ${JSON.stringify(mix)}`);
    console.log(
      (process.argv[2] ? lines : lines.filter((l) => /CTE page|Planning Time|Execution Time|^\s{4,10}->/.test(l)).slice(0, 14)).join('\n'),
    );
  }
  process.exit(0);
}
main();
