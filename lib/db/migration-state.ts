import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, queryRows, type Db } from './client';

export type MigrationState = { applied: number; available: number; latest: string | null; upToDate: boolean };

/** Compares drizzle's bookkeeping table with the committed journal (for /api/v1/health). */
export async function readMigrationState(db: Db): Promise<MigrationState> {
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  let applied = 0;
  try {
    const rows = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    applied = Number(rows[0]?.n ?? 0);
  } catch {
    applied = 0;
  }
  const available = journal.entries.length;
  return { applied, available, latest: journal.entries.at(-1)?.tag ?? null, upToDate: applied >= available };
}
