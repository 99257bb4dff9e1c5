import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDb, queryRows, type DbHandle } from '@/lib/db/client';
import { BackupError, type BackupSummary, type RestoreSummary } from './files';
import { countDataRows, countTableRows, type TableCounts } from './table-counts';

/**
 * PostgreSQL is backed up with pg_dump's custom format (`-Fc`: compressed, one consistent snapshot
 * while the app keeps running) and restored with pg_restore. The client tools must be at least the
 * server's major version (Debian: postgresql-client-15 for PostgreSQL 15).
 */

/** The URL without its password (which goes in PGPASSWORD, so it never shows in the process list). */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL client tool; resolves with its stdout, rejects with its stderr. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} was not found. Install the PostgreSQL client tools of your server's major version (Debian: apt-get install postgresql-client-15).`
            : `${tool} could not start: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new BackupError(`${tool} failed (exit ${code}): ${Buffer.concat(err).toString('utf8').trim()}`));
    });
  });
}

async function withHandle<T>(databaseUrl: string, work: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await openDb({ databaseUrl });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupSummary> {
  const { dbname, env } = connection(databaseUrl);
  const counts = await withHandle(databaseUrl, ({ db }) => countTableRows(db));
  await fs.promises.mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await run('pg_dump', ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${dbname}`], env);
    await fs.promises.chmod(partial, 0o600);
    await fs.promises.rename(partial, file);
  } finally {
    await fs.promises.rm(partial, { force: true });
  }
  return { engine: 'postgres', file, bytes: (await fs.promises.stat(file)).size, counts };
}

/**
 * Replaces the database's schemas (public and drizzle's) with the dump's, in one transaction: if any
 * statement fails, the database is left as it was. A database whose tables hold rows is replaced
 * only with `force`. pg_restore first writes the whole script, so a damaged dump stops before psql
 * touches anything.
 */
export async function restorePostgres(databaseUrl: string, file: string, options: { force: boolean }): Promise<RestoreSummary> {
  const { dbname, env } = connection(databaseUrl);
  await run('pg_restore', ['--list', file], env).catch((error: BackupError) => {
    throw new BackupError(`${file} is not a readable pg_dump archive: ${error.message}`);
  });
  const { counts: before, others } = await withHandle(databaseUrl, async ({ db }) => ({
    counts: await countTableRows(db),
    others: (
      await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )
    )[0].n,
  }));
  const replacedRows = countDataRows(before);
  if (replacedRows > 0 && !options.force) {
    throw new BackupError(
      `The database ${new URL(databaseUrl).pathname.slice(1)} is not empty (${replacedRows} rows). Add --force to replace it with the backup.`,
    );
  }
  // Most likely a running app: it waits on the restore's locks and then reads the restored data.
  if (Number(others) > 0)
    console.warn(`Note: ${others} other connections are open on this database; they will see the restored data once it commits.`);
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'abogado-restore-'));
  try {
    const script = path.join(dir, 'restore.sql');
    await run('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, file], env);
    await run(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--no-password',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--dbname=${dbname}`,
        '--command=DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
        `--file=${script}`,
      ],
      env,
    );
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
  const counts: TableCounts = await withHandle(databaseUrl, ({ db }) => countTableRows(db));
  return { engine: 'postgres', file, counts, replacedRows };
}
