import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { env } from '../server/env';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbEngine = 'pglite' | 'postgres';
export type DbHandle = { db: Db; engine: DbEngine; close: () => Promise<void>; databaseUrl?: string };

export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib', 'db', 'migrations');

/**
 * Opens the database the environment names: `DATABASE_URL` → PostgreSQL; otherwise embedded PGlite
 * in `DATA_DIR` (default ./data). Drivers are imported lazily so a PostgreSQL deployment never loads
 * the PGlite WASM, and the other way round.
 */
export async function openDb(options: { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob } = {}): Promise<DbHandle> {
  const databaseUrl = options.databaseUrl ?? env().DATABASE_URL;
  if (databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: databaseUrl, max: env().DATABASE_POOL_SIZE });
    // An idle client dropped by the server (restart, failover, DROP DATABASE ... FORCE in tests) must
    // not crash the process; the pool replaces it on the next checkout.
    pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
    return { db: drizzle(pool, { schema }) as unknown as Db, engine: 'postgres', close: () => pool.end(), databaseUrl };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir ?? env().DATA_DIR;
  // The one-object form: `new PGlite(dir, opts)` silently drops the extensions.
  const client = new PGlite({
    dataDir: dataDir === 'memory://' ? undefined : dataDir,
    extensions: { btree_gist },
    loadDataDir: options.loadDataDir,
  });
  await client.waitReady;
  return { db: drizzle(client, { schema }) as unknown as Db, engine: 'pglite', close: () => client.close() };
}

export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.engine === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
