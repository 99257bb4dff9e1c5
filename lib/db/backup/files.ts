import fs from 'node:fs';
import path from 'node:path';
import type { DbEngine } from '@/lib/db/client';
import type { TableCounts } from './table-counts';

/** A refusal or a failure the operator can act on; the scripts print its message alone. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type BackupSummary = { engine: DbEngine; file: string; bytes: number; counts: TableCounts };
export type RestoreSummary = { engine: DbEngine; file: string; counts: TableCounts; replacedRows: number };

/** Written beside the target and renamed, so a crash never leaves a truncated file under the final name. */
export async function writeFileAtomically(file: string, data: Buffer): Promise<number> {
  await fs.promises.mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  await fs.promises.writeFile(partial, data, { mode: 0o600 });
  await fs.promises.rename(partial, file);
  return data.length;
}

/** What kind of backup a file is, from its first bytes: PGlite's gzip tarball or pg_dump's custom format. */
export async function detectBackupEngine(file: string): Promise<DbEngine> {
  let head: Buffer;
  try {
    const handle = await fs.promises.open(file, 'r');
    try {
      head = Buffer.alloc(5);
      await handle.read(head, 0, 5, 0);
    } finally {
      await handle.close();
    }
  } catch {
    throw new BackupError(`Cannot read ${file}.`);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  throw new BackupError(`${file} is not a backup made by npm run db:backup.`);
}
