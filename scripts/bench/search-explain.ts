// Prints EXPLAIN ANALYZE of a SQL statement against DATA_DIR / DATABASE_URL (a tool for tuning search).
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';

async function main() {
  const db = await getDb();
  const statement = process.argv.slice(2).join(' ');
  for (let i = 0; i < 2; i++) {
    const rows = await queryRows<Record<string, string>>(db, sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`));
    if (i === 1) console.log(rows.map((r) => Object.values(r)[0]).join('\n'));
  }
  process.exit(0);
}
main();
