// Runs one SQL statement against DATA_DIR / DATABASE_URL and prints the rows (a tuning tool).
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';

async function main() {
  const db = await getDb();
  console.log(await queryRows(db, sql.raw(process.argv.slice(2).join(' '))));
  process.exit(0);
}
main();
