// npm run db:migrate – applies committed migrations; on an empty embedded database also loads the demo data.
import { count } from 'drizzle-orm';
import { migrateDb, openDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { checkEnvOrExit } from '@/lib/server/env';

async function main() {
  const config = checkEnvOrExit();
  const handle = await openDb();
  await migrateDb(handle);
  console.log(`migrations applied (${handle.engine})`);
  if (handle.engine === 'pglite' && config.SEED_ON_START) {
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
