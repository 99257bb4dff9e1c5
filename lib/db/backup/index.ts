import path from 'node:path';
import { env } from '@/lib/server/env';
import { BackupError, detectBackupEngine, type BackupSummary, type RestoreSummary } from './files';
import { backupPglite, restorePglite } from './pglite-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

export { BackupError, type BackupSummary, type RestoreSummary } from './files';
export { countDataRows, countTableRows } from './table-counts';

/** The database the environment names (DATABASE_URL, else the embedded one in DATA_DIR). */
type Target = { databaseUrl?: string; dataDir?: string };

function resolveTarget(target: Target): { databaseUrl?: string; dataDir: string } {
  return {
    databaseUrl: target.databaseUrl ?? (target.dataDir ? undefined : env().DATABASE_URL),
    dataDir: target.dataDir ?? env().DATA_DIR,
  };
}

/** `npm run db:backup` without a path: backups/abogado-<engine>-<UTC time>.<ext>. */
export function defaultBackupFile(target: Target = {}, now = new Date()): string {
  const { databaseUrl } = resolveTarget(target);
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join('backups', databaseUrl ? `abogado-postgres-${stamp}.dump` : `abogado-pglite-${stamp}.tar.gz`);
}

export async function backupDatabase(file: string, target: Target = {}): Promise<BackupSummary> {
  const { databaseUrl, dataDir } = resolveTarget(target);
  return databaseUrl ? backupPostgres(databaseUrl, file) : backupPglite(dataDir, file);
}

export async function restoreDatabase(file: string, options: { force?: boolean } & Target = {}): Promise<RestoreSummary> {
  const { databaseUrl, dataDir } = resolveTarget(options);
  const kind = await detectBackupEngine(file);
  const force = options.force ?? false;
  if (kind === 'pglite' && databaseUrl) {
    throw new BackupError(`${file} is a backup of the embedded database; restore it with DATABASE_URL unset (into DATA_DIR).`);
  }
  if (kind === 'postgres' && !databaseUrl) {
    throw new BackupError(`${file} is a PostgreSQL backup (pg_dump); set DATABASE_URL to the database to restore it into.`);
  }
  return databaseUrl ? restorePostgres(databaseUrl, file, { force }) : restorePglite(dataDir, file, { force });
}
