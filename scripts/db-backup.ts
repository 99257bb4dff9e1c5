// npm run db:backup [-- <file>] – a backup of the database the environment names: the embedded
// PGlite folder (DATA_DIR) as a gzip tarball, or PostgreSQL (DATABASE_URL) with pg_dump -Fc.
// Default file: backups/abogado-<engine>-<UTC time>.(tar.gz|dump). See lib/db/backup.
import { parseArgs } from 'node:util';
import { BackupError, backupDatabase, countDataRows, defaultBackupFile } from '@/lib/db/backup';
import { DataDirBusyError } from '@/lib/db/data-dir-users';
import { checkEnvOrExit } from '@/lib/server/env';

async function main() {
  checkEnvOrExit();
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new BackupError('Usage: npm run db:backup [-- <file>]');
  const summary = await backupDatabase(positionals[0] ?? defaultBackupFile());
  const tables = Object.keys(summary.counts).length;
  console.log(
    `backup written: ${summary.file} (${summary.engine}, ${(summary.bytes / 1e6).toFixed(1)} MB, ${tables} tables, ${countDataRows(summary.counts)} rows)`,
  );
}

main().catch((error) => {
  console.error(error instanceof BackupError || error instanceof DataDirBusyError ? error.message : error);
  process.exit(1);
});
