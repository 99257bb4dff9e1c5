import fs from 'node:fs';
import path from 'node:path';

/**
 * Which processes have the embedded database's folder open. PGlite has no lock of its own (its
 * postmaster.pid always says -42) and two processes writing one folder corrupt it, so every process
 * that opens an on-disk PGlite leaves a file `DATA_DIR/.open-by/<pid>-<mode>-<n>` while it has it open.
 * The app opens it `shared`; backup and restore open it `exclusive` and refuse to start while any
 * other live process is listed, and the app refuses to open it while a backup or restore runs.
 * Each side writes its own entry before reading the others', so of two processes starting at the
 * same moment at least one sees the other. An entry of a process that is gone (killed, crashed) is
 * ignored and removed.
 */
export type DataDirMode = 'shared' | 'exclusive';
export type DataDirUser = { pid: number; mode: DataDirMode };

export const OPEN_BY_DIR = '.open-by';

/** Releases the claim; `entry` is its file name in `.open-by`. */
export type DataDirClaim = (() => void) & { entry: string };

export class DataDirBusyError extends Error {
  constructor(
    readonly users: DataDirUser[],
    message: string,
  ) {
    super(message);
    this.name = 'DataDirBusyError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Live processes other than this one that have the folder open; stale entries are removed. */
function listOtherDataDirUsers(dataDir: string): DataDirUser[] {
  const dir = path.join(dataDir, OPEN_BY_DIR);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const users: DataDirUser[] = [];
  for (const name of names) {
    const match = /^(\d+)-(shared|exclusive)-\d+$/.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    if (pid === process.pid) continue;
    if (isAlive(pid)) users.push({ pid, mode: match[2] as DataDirMode });
    else fs.rmSync(path.join(dir, name), { force: true });
  }
  return users;
}

/** Removes every entry but the given claim's (a restored backup carries the entry of the process that made it). */
export function clearDataDirUsersExcept(dataDir: string, claim: DataDirClaim): void {
  const dir = path.join(dataDir, OPEN_BY_DIR);
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (name !== claim.entry) fs.rmSync(path.join(dir, name), { force: true });
  }
}

function describe(users: DataDirUser[]): string {
  return users.map((u) => `process ${u.pid}${u.mode === 'exclusive' ? ' (a backup or restore)' : ''}`).join(', ');
}

let claims = 0;

/**
 * Records this process as a user of the folder and checks the others; returns the release
 * function (also run when the process exits). Throws DataDirBusyError, leaving nothing behind,
 * when the folder is held in a way that conflicts with `mode`.
 */
export function claimDataDir(dataDir: string, mode: DataDirMode): DataDirClaim {
  const dir = path.join(dataDir, OPEN_BY_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const entry = `${process.pid}-${mode}-${++claims}`;
  const file = path.join(dir, entry);
  fs.writeFileSync(file, `${new Date().toISOString()}\n`);
  const release: DataDirClaim = Object.assign(
    () => {
      process.off('exit', release);
      fs.rmSync(file, { force: true });
    },
    { entry },
  );
  process.on('exit', release);
  const others = listOtherDataDirUsers(dataDir);
  const conflicting = mode === 'exclusive' ? others : others.filter((u) => u.mode === 'exclusive');
  if (conflicting.length > 0) {
    release();
    const where = path.resolve(dataDir);
    throw new DataDirBusyError(
      conflicting,
      mode === 'exclusive'
        ? `The embedded database in ${where} is open in ${describe(conflicting)}. Stop the app (and any other command using it) first.`
        : `The embedded database in ${where} is being backed up or restored by ${describe(conflicting)}. Start again when it has finished.`,
    );
  }
  return release;
}
