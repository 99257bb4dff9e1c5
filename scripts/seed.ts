// npm run db:seed [-- --reset] [--lawyers N] [--seed N] – deterministic demo data (same seed, same data).
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { migrateDb, openDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { resetDb } from './db-reset';

async function main() {
  const { values } = parseArgs({
    options: {
      reset: { type: 'boolean', default: false },
      lawyers: { type: 'string', default: '340' },
      seed: { type: 'string', default: '20261121' },
    },
  });
  const handle = await openDb();
  if (values.reset) {
    await resetDb(handle.db);
    console.log('database wiped');
  }
  await migrateDb(handle);
  const [{ n }] = await handle.db.select({ n: count() }).from(users);
  if (n > 0) {
    console.error('The database already has data. Run `npm run db:seed -- --reset` to wipe it and load the demo data again.');
    process.exit(1);
  }
  const started = Date.now();
  const result = await seedDatabase(handle.db, { lawyers: Number(values.lawyers), seed: Number(values.seed), log: console.log });
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`, result);
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
