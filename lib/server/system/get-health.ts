import 'server-only';
import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/lib/db';
import { readMigrationState } from '@/lib/db/migration-state';

export async function getHealth() {
  const started = performance.now();
  const { db, engine } = await getDbHandle();
  await db.execute(sql`SELECT 1`);
  const migrations = await readMigrationState(db);
  return {
    status: migrations.upToDate ? 'ok' : 'degraded',
    database: { engine, migrations, latencyMs: Math.round(performance.now() - started) },
  };
}
