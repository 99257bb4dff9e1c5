// Shared by the booking benchmarks: a fresh, migrated database of either engine, wired in as getDb().
import { randomBytes } from 'node:crypto';
import { migrateDb, openDb, type DbHandle } from '@/lib/db/client';
import { setDbHandleForTests } from '@/lib/db';

process.env.SESSION_SECRET ??= 'bench-session-secret-0123456789abcdefghijklmnop';
process.env.SANDBOX_WEBHOOK_SECRET ??= 'whsk_bench_sandbox_secret';
process.env.SCHEDULER = 'off';

export type Engine = 'pglite' | 'postgres';

/** PGlite in memory, or a throwaway database on the PostgreSQL server named by BENCH_DATABASE_URL / TEST_DATABASE_URL. */
export async function benchDb(engine: Engine): Promise<DbHandle> {
  let handle: DbHandle;
  if (engine === 'pglite') {
    handle = await openDb({ dataDir: 'memory://' });
  } else {
    const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
    const { Client } = await import('pg');
    // BENCH_DB_PREFIX: parallel workers on one server can tell their throwaway databases apart.
    const name = `${process.env.BENCH_DB_PREFIX ?? 'abogado_bench_'}${randomBytes(5).toString('hex')}`;
    const client = new Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const opened = await openDb({ databaseUrl: url.toString() });
    handle = {
      ...opened,
      close: async () => {
        await opened.close();
        const drop = new Client({ connectionString: admin });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  await migrateDb(handle);
  setDbHandleForTests(handle);
  return handle;
}

export function engines(): Engine[] {
  const wanted = process.argv.find((a) => a.startsWith('--engine='))?.split('=')[1];
  if (wanted === 'pglite' || wanted === 'postgres') return [wanted];
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A Manila-hour slot `daysAhead` days from today (lawyers from the fixtures work 09:00–17:00 Manila, no notice). */
export function manilaSlot(daysAhead: number, hour: number): string {
  const manila = new Date(Date.now() + 8 * 3_600_000);
  const day = Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate() + daysAhead);
  return new Date(day + (hour - 8) * 3_600_000).toISOString();
}
