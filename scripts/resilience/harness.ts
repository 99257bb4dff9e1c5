// Shared by the resilience tests (crash.ts, shutdown.ts): a fresh database of either engine, the
// production server (`next start` on the existing build) started, killed and stopped by PID, the
// engines run side by side (one process each), and sessions and webhooks made the way the app
// itself makes them. Waits are for conditions; their time limits only end a run that hangs.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { migrateDb, openDb, type DbHandle } from '@/lib/db/client';
import { OPEN_BY_DIR } from '@/lib/db/data-dir-users';
import { setDbHandleForTests } from '@/lib/db';
import { startSession } from '@/lib/server/auth/issue-session';
import { signatureHeader } from '@/lib/server/payments/paymongo-signature';
import { buildSandboxEvent } from '@/lib/server/payments/sandbox-events';

export const SESSION_SECRET = 'resilience-session-secret-0123456789abcdef';
export const WEBHOOK_SECRET = 'whsk_resilience_sandbox_secret';
process.env.SESSION_SECRET = SESSION_SECRET;
process.env.SANDBOX_WEBHOOK_SECRET = WEBHOOK_SECRET;

export type Engine = 'pglite' | 'postgres';

export function enginesFromArgs(): Engine[] {
  const wanted = process.argv.find((a) => a.startsWith('--engine='))?.split('=')[1];
  return wanted === 'pglite' || wanted === 'postgres' ? [wanted] : ['pglite', 'postgres'];
}

export function numberArg(name: string, fallback: number): number {
  return Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
}

/**
 * Runs this script once per engine, all at the same time, each in a process of its own (the app's
 * database handle and environment are per process; each engine has its own port and database
 * names) with the same arguments and `--engine=…`; their output is passed on line by line.
 * Resolves to whether every one exited 0.
 */
export async function runEnginesSideBySide(engines: Engine[]): Promise<boolean> {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--engine='));
  const codes = await Promise.all(
    engines.map(
      (engine) =>
        new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, [...process.execArgv, process.argv[1], ...args, `--engine=${engine}`], {
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          children.add(child);
          readline.createInterface({ input: child.stdout! }).on('line', (line) => console.log(line));
          readline.createInterface({ input: child.stderr! }).on('line', (line) => console.error(line));
          child.on('error', (error) => console.error(`${engine}:`, error));
          child.on('close', (code) => {
            children.delete(child);
            resolve(code);
          });
        }),
    ),
  );
  return codes.every((code) => code === 0);
}

/** Where a test's database lives: a fresh PGlite folder, or a fresh database on the PostgreSQL server. */
export type TestDatabase = { engine: Engine; env: Record<string, string>; open: () => Promise<DbHandle>; remove: () => Promise<void> };

const ADMIN_URL = process.env.RESILIENCE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const PREFIX = process.env.RESILIENCE_DB_PREFIX ?? 'abogado_resilience';

// Folders of this run (PGlite databases, the servers' DATA_DIR), removed when done or when the script ends.
const tempDirs = new Set<string>();

function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `abogado-${name}-`));
  tempDirs.add(dir);
  return dir;
}

function removeTempDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

function databaseName(name: string): string {
  return `${PREFIX}_${name}`.replace(/[^a-z0-9_]/g, '_');
}

function databaseUrl(database: string): string {
  return `${ADMIN_URL.slice(0, ADMIN_URL.lastIndexOf('/'))}/${database}`;
}

/**
 * One migrated database per engine and process (PostgreSQL: RESILIENCE_DB_PREFIX_template), copied
 * for each test database: migrating a fresh one costs more than a crash round's own work on a busy
 * machine. removeTemplates() drops them.
 */
type Template = { dir: string } | { database: string };
const templates = new Map<Engine, { made: Promise<Template>; remove: () => Promise<void> }>();

function template(engine: Engine): Promise<Template> {
  const known = templates.get(engine);
  if (known) return known.made;
  const dataDir = tempDir('template');
  const database = databaseName('template');
  const made = (async (): Promise<Template> => {
    if (engine === 'postgres') {
      await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin(`CREATE DATABASE "${database}"`);
    }
    const dir = path.join(dataDir, 'db');
    const handle = await (engine === 'pglite' ? openDb({ dataDir: dir }) : openDb({ databaseUrl: databaseUrl(database) }));
    try {
      await migrateDb(handle);
    } finally {
      await handle.close();
    }
    return engine === 'pglite' ? { dir } : { database };
  })();
  templates.set(engine, {
    made,
    remove: async () => {
      if (engine === 'postgres') await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      removeTempDir(dataDir);
    },
  });
  return made;
}

/** Drops the migrated databases createTestDatabase copied (call once the script is done). */
export async function removeTemplates(): Promise<void> {
  for (const [engine, { made, remove }] of templates) {
    templates.delete(engine);
    await made.catch(() => undefined);
    await remove();
  }
}

/** A fresh migrated database (a copy of the template); `name` becomes part of the PostgreSQL database name. */
export async function createTestDatabase(engine: Engine, name: string): Promise<TestDatabase> {
  const source = await template(engine);
  const dataDir = tempDir(name);
  if ('dir' in source) {
    const dir = path.join(dataDir, 'db');
    // A closed PGlite folder, so a plain copy (without the list of processes that had it open).
    fs.cpSync(source.dir, dir, { recursive: true, filter: (from) => path.basename(from) !== OPEN_BY_DIR });
    return {
      engine,
      env: { DATA_DIR: dir },
      open: () => openDb({ dataDir: dir }),
      remove: async () => removeTempDir(dataDir),
    };
  }
  const database = databaseName(name);
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${database}" TEMPLATE "${source.database}"`);
  const url = databaseUrl(database);
  return {
    engine,
    env: { DATABASE_URL: url, DATA_DIR: dataDir },
    open: () => openDb({ databaseUrl: url }),
    remove: async () => {
      await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      removeTempDir(dataDir);
    },
  };
}

/**
 * Opens the database in this process for `work` and closes it again (PGlite allows one process at
 * a time, so with PGlite the server must be down). getDb() of the app code points at it meanwhile.
 */
export async function withDatabase<T>(db: TestDatabase, work: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await db.open();
  setDbHandleForTests(handle);
  try {
    return await work(handle);
  } finally {
    setDbHandleForTests(undefined);
    await handle.close();
  }
}

/**
 * A session cookie (`name=value`) for a user, as sign-in would set it — under the name a production
 * server on localhost reads (`__Host-`, lib/server/auth/session-cookie.ts); this script is not
 * production. `roles` must be the user's roles on record (the server compares them).
 */
export async function sessionCookie(user: { id: string; type: 'CUSTOMER' | 'LAWYER'; roles?: string[] }): Promise<string> {
  const headers = await startSession(
    { id: user.id, type: user.type, roles: user.roles ?? [], emailVerified: true },
    { ip: '203.0.113.7', userAgent: 'resilience' },
  );
  return headers[0].split(';')[0].replace(/^abogado_session=/, '__Host-abogado_session=');
}

export type Server = {
  url: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  log: () => string;
};

// Servers still running when this script ends (a failed check, an exception, a signal) die with it,
// and so do the per-engine processes of runEnginesSideBySide (which then stop their own servers).
const running = new Set<ChildProcess>();
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) stopGroup(child, 'SIGKILL');
  for (const child of children) child.kill('SIGTERM');
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1));

async function portIsFree(port: number): Promise<boolean> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** `next start` on the production build, in its own process group; resolves when /api/v1/health answers 200. */
export async function startServer(db: TestDatabase, port: number, extraEnv: Record<string, string> = {}): Promise<Server> {
  const url = `http://localhost:${port}`;
  if (!(await portIsFree(port))) throw new Error(`port ${port} is taken (another server still running?)`);
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: '1',
      SEED_ON_START: 'false',
      APP_URL: url,
      SESSION_SECRET,
      SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
      NEXT_TELEMETRY_DISABLED: '1',
      ...db.env,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  running.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`${url}/api/v1/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      stopGroup(child, 'SIGKILL');
      throw new Error(`the server did not start (health ${status})\n${log}`);
    }
    await sleep(250);
  }
  return { url, child, exited, log: () => log };
}

export function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** The pause between two looks at a condition (never a wait in itself). */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A paid (or failed) sandbox event for a checkout session, signed as the sandbox signs it. */
export function paymentEvent(
  sessionId: string,
  amountCentavos: number,
  outcome: 'paid' | 'failed' = 'paid',
): { id: string; body: string; signature: string } {
  const event = buildSandboxEvent({ outcome, sessionId, reference: sessionId, amountCentavos, method: 'gcash', metadata: {} });
  const body = JSON.stringify(event);
  return { id: event.data.id, body, signature: signatureHeader(WEBHOOK_SECRET, body, false) };
}

/** POSTs a webhook delivery; resolves to the outcome the app answered, or null when no answer came. */
export async function deliverWebhook(
  url: string,
  event: { body: string; signature: string },
): Promise<{ status: number; outcome?: string } | null> {
  try {
    const res = await fetch(`${url}/api/v1/payments/webhooks/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paymongo-signature': event.signature },
      body: event.body,
    });
    const json = (await res.json().catch(() => ({}))) as { outcome?: string };
    return { status: res.status, outcome: json.outcome };
  } catch {
    return null;
  }
}

/**
 * Polls `check` until it is true; resolves to false instead if `until` (a time in ms, a failure
 * bound for a run that hangs) passes first.
 */
export async function pollUntil(check: () => Promise<boolean>, until: number): Promise<boolean> {
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await sleep(200);
  }
}

/** `promise`'s value, or `undefined` once `ms` have passed (a failure bound for a run that hangs). */
export async function bounded<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** A Manila wall-clock slot `daysAhead` days from today at `minutes` past midnight (fixtures' lawyers work 09:00–17:00 Manila). */
export function manilaSlot(daysAhead: number, minutes: number): string {
  const manila = new Date(Date.now() + 8 * 3_600_000);
  const day = Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate() + daysAhead);
  return new Date(day + (minutes - 8 * 60) * 60_000).toISOString();
}
