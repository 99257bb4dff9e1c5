// npm run db:restore -- <file> [--force] – restores a backup of npm run db:backup into the database
// the environment names (DATABASE_URL, else the embedded one in DATA_DIR). A database that holds
// rows is replaced only with --force. Run npm run db:migrate (or start the app) afterwards when the
// backup comes from an older version. See lib/db/backup.
import { parseArgs } from 'node:util';
import { BackupError, countDataRows, restoreDatabase } from '@/lib/db/backup';
import { DataDirBusyError } from '@/lib/db/data-dir-users';
import { checkEnvOrExit } from '@/lib/server/env';

async function main() {
  checkEnvOrExit();
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  if (positionals.length !== 1) throw new BackupError('Usage: npm run db:restore -- <file> [--force]');
  const summary = await restoreDatabase(positionals[0], { force: values.force });
  const replaced = summary.replacedRows > 0 ? `, replacing ${summary.replacedRows} rows` : '';
  console.log(
    `restored ${summary.file} (${summary.engine}): ${Object.keys(summary.counts).length} tables, ${countDataRows(summary.counts)} rows${replaced}`,
  );
}

main().catch((error) => {
  console.error(error instanceof BackupError || error instanceof DataDirBusyError ? error.message : error);
  process.exit(1);
});
