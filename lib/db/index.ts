import { count } from 'drizzle-orm';
import { migrateDb, openDb, type Db, type DbHandle } from './client';
import { users } from './schema';
import { env } from '@/lib/server/env';

export type { Db, DbHandle } from './client';
export * as tables from './schema';

// One handle per process, kept on globalThis so Next's dev reloads do not open PGlite twice.
const g = globalThis as unknown as { __abogadoDb?: Promise<DbHandle> };

async function initialise(): Promise<DbHandle> {
  const handle = await openDb();
  await migrateDb(handle);
  // First start of an empty embedded database: load the demo data so `npm run dev` shows a live site.
  if (handle.engine === 'pglite' && env().SEED_ON_START) {
    const [{ n }] = await handle.db.select({ n: count() }).from(users);
    if (n === 0) {
      const { seedDatabase } = await import('./seed');
      await seedDatabase(handle.db);
    }
  }
  return handle;
}

/** The process-wide database handle: opened, migrated (and seeded when new) on first use. */
export function getDbHandle(): Promise<DbHandle> {
  g.__abogadoDb ??= initialise().catch((error) => {
    g.__abogadoDb = undefined;
    throw error;
  });
  return g.__abogadoDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Closes the process-wide handle if it was ever opened (graceful shutdown); never opens one. */
export async function closeDbHandle(): Promise<void> {
  const opened = g.__abogadoDb;
  if (!opened) return;
  g.__abogadoDb = undefined;
  await (await opened).close();
}

/** Tests point the app at their own isolated database. */
export function setDbHandleForTests(handle: DbHandle | undefined): void {
  g.__abogadoDb = handle ? Promise.resolve(handle) : undefined;
}
