import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '@/lib/db/client';
import { claimDataDir, clearDataDirUsersExcept, OPEN_BY_DIR } from '@/lib/db/data-dir-users';
import { BackupError, type BackupSummary, type RestoreSummary, writeFileAtomically } from './files';
import { countDataRows, countTableRows, sameCounts, type TableCounts } from './table-counts';

/**
 * The embedded database is backed up as PGlite's own `dumpDataDir` tarball (gzip): an exact copy
 * of the folder — tables, sequences, extensions, triggers, drizzle's migration list, and whatever
 * else lives in DATA_DIR (uploads under the default STORAGE_DIR, the generated secrets), so rows
 * and the files they name come back together. It is restored with PGlite's `loadDataDir`, the
 * path every Jest suite takes to clone its template. A tarball fits the PGlite (PostgreSQL) major
 * version that wrote it; after a PGlite upgrade, restore with the old version and migrate.
 */

type DumpableClient = { dumpDataDir: (compression?: 'gzip' | 'none') => Promise<Blob> };

function hasDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

async function withHandle<T>(handle: DbHandle, work: (handle: DbHandle) => Promise<T>): Promise<T> {
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** Refuses while any other process (a running app, a migration) has the folder open. */
export async function backupPglite(dataDir: string, file: string): Promise<BackupSummary> {
  if (!hasDatabase(dataDir)) throw new BackupError(`There is no embedded database in ${path.resolve(dataDir)}.`);
  const handle = await openDb({ dataDir, exclusive: true });
  return withHandle(handle, async ({ db }) => {
    const counts = await countTableRows(db);
    // Everything committed is in the data files, not only in the write-ahead log.
    await db.execute(sql`CHECKPOINT`);
    const tarball = await (db as unknown as { $client: DumpableClient }).$client.dumpDataDir('gzip');
    const bytes = await writeFileAtomically(file, Buffer.from(await tarball.arrayBuffer()));
    return { engine: 'pglite', file, bytes, counts };
  });
}

/**
 * Loads the backup into an in-memory database first (so a damaged file never replaces anything),
 * then into DATA_DIR. A folder whose database holds rows is replaced only with `force`; the whole
 * folder is then the backup's (its uploads and secrets too).
 */
export async function restorePglite(dataDir: string, file: string, options: { force: boolean }): Promise<RestoreSummary> {
  const tarball = new Blob([await fs.promises.readFile(file)]);
  let expected: TableCounts;
  try {
    expected = await withHandle(await openDb({ dataDir: 'memory://', loadDataDir: tarball }), ({ db }) => countTableRows(db));
  } catch (error) {
    throw new BackupError(`${file} is not a readable embedded-database backup (${(error as Error).message}).`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  // Held across the whole restore, so no app can open the folder half-way.
  const claim = claimDataDir(dataDir, 'exclusive');
  try {
    let replacedRows = 0;
    if (hasDatabase(dataDir)) {
      replacedRows = countDataRows(await withHandle(await openDb({ dataDir, exclusive: true }), ({ db }) => countTableRows(db)));
      if (replacedRows > 0 && !options.force) {
        throw new BackupError(
          `The embedded database in ${path.resolve(dataDir)} is not empty (${replacedRows} rows). Add --force to replace it with the backup.`,
        );
      }
      for (const name of fs.readdirSync(dataDir)) {
        if (name !== OPEN_BY_DIR) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
      }
    }
    const counts = await withHandle(await openDb({ dataDir, loadDataDir: tarball, exclusive: true }), ({ db }) => countTableRows(db));
    clearDataDirUsersExcept(dataDir, claim);
    if (!sameCounts(counts, expected)) throw new BackupError('The restored database does not match the backup (row counts differ).');
    return { engine: 'pglite', file, counts, replacedRows };
  } finally {
    claim();
  }
}
