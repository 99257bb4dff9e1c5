// npm run db:migrate – applies committed migrations; on an empty embedded database also loads the demo data.
import { count } from 'drizzle-orm';
import { migrateDb, openDb } from '../lib/db/client';
import { users } from '../lib/db/schema';
import { seedDatabase } from '../lib/db/seed';

async function main() {
  const handle = await openDb();
  await migrateDb(handle);
  console.log(`migrations applied (${handle.engine})`);
  if (handle.engine === 'pglite' && process.env.SEED_ON_START !== 'false') {
    const [{ n }] = await handle.db.select({ n: count() }).from(users);
    if (n === 0) {
      const result = await seedDatabase(handle.db, { log: console.log });
      console.log('demo data loaded', result);
    }
  }
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
