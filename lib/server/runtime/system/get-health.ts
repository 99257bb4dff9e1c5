import 'server-only';
import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/lib/db';
import { readMigrationState } from '@/lib/db/migration-state';
import { AppError } from '@/lib/server/platform/http/errors';
import { isShuttingDown } from '@/lib/server/platform/http/lifecycle';

/** Liveness for load balancers: 503 once this instance is draining, so health checks send traffic elsewhere. */
export async function getHealth() {
  if (isShuttingDown()) throw new AppError('SERVICE_UNAVAILABLE', 'system.instanceShuttingDown', { key: 'SHUTTING_DOWN' });
  const started = performance.now();
  const { db, engine } = await getDbHandle();
  await db.execute(sql`SELECT 1`);
  const migrations = await readMigrationState(db);
  return {
    status: migrations.upToDate ? 'ok' : 'degraded',
    database: { engine, migrations, latencyMs: Math.round(performance.now() - started) },
  };
}
