// Micro-benchmark of the page query's parts straight on the PGlite client (a tuning tool).
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { getDb } from '../../lib/db';
import { prepareCalendars } from '../../lib/server/availability/load-calendars';
import { pageQuery } from '../../lib/server/search/search-lawyers';
import { resolveSearchParams } from '../../lib/server/search/resolve-search-params';
import { phaseWhere, sortSpec } from '../../lib/server/search/search-sql';

async function bench(name: string, fn: () => Promise<unknown>, n = 200) {
  for (let i = 0; i < 20; i++) await fn();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  const used = process.cpuUsage(cpu0);
  console.log(name.padEnd(40), 'wall', ((performance.now() - t0) / n).toFixed(3), 'cpu', ((used.user + used.system) / 1000 / n).toFixed(3), 'ms');
}

async function main() {
  const db = await getDb();
  const client = (db as unknown as { $client: { query: (q: string, p?: unknown[], o?: object) => Promise<unknown> } }).$client;
  const dialect = new PgDialect();
  const { filters, sort, limit } = resolveSearchParams({ area_of_practice: 'labor' });
  const full = dialect.sqlToQuery(pageQuery(sort, phaseWhere(filters, 'a'), sql.raw('false'), sortSpec(sort).orderBy, limit + 1, 0, prepareCalendars()));
  const ids = dialect.sqlToQuery(sql`SELECT s.lawyer_id FROM lawyer_search s WHERE ${phaseWhere(filters, 'a')} ORDER BY ${sortSpec(sort).orderBy} LIMIT 11`);
  await bench('SELECT 1', () => client.query('SELECT 1'));
  await bench('ids only (lawyer_search walk)', () => client.query(ids.sql, ids.params));
  await bench('full page query', () => client.query(full.sql, full.params));
  await bench('full page query, array rows', () => client.query(full.sql, full.params, { rowMode: 'array' }));
  await bench('full page query via drizzle', () => db.execute(sql.raw('SELECT 1')));
  process.exit(0);
}
main();
