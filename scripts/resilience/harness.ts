// Shared by the resilience tests (crash.ts, shutdown.ts): a fresh database of either engine, the
// production server (`next start` on the existing build) started, killed and stopped by PID, and
// sessions and webhooks made the way the app itself makes them.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDb, openDb, type DbHandle } from '../../lib/db/client';
import { setDbHandleForTests } from '../../lib/db';
import { startSession } from '../../lib/server/auth/issue-session';
import { signatureHeader } from '../../lib/server/payments/paymongo-signature';
import { buildSandboxEvent } from '../../lib/server/payments/sandbox-events';

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

/** Creates and migrates a database; `name` becomes part of the PostgreSQL database name. */
export async function createTestDatabase(engine: Engine, name: string): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `abogado-${name}-`));
  let db: TestDatabase;
  if (engine === 'pglite') {
    const dir = path.join(dataDir, 'db');
    db = {
      engine,
      env: { DATA_DIR: dir },
      open: () => openDb({ dataDir: dir }),
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  } else {
    const database = `${process.env.RESILIENCE_DB_PREFIX ?? 'abogado_resilience'}_${name}`.replace(/[^a-z0-9_]/g, '_');
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${database}"`);
    const url = `${ADMIN_URL.slice(0, ADMIN_URL.lastIndexOf('/'))}/${database}`;
    db = {
      engine,
      env: { DATABASE_URL: url, DATA_DIR: dataDir },
      open: () => openDb({ databaseUrl: url }),
      remove: async () => {
        await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const handle = await db.open();
  await migrateDb(handle);
  await handle.close();
  return db;
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
 * server on localhost reads (`__Host-`, lib/server/auth/session-cookie.ts); this script is not production.
 */
export async function sessionCookie(user: { id: string; type: 'CUSTOMER' | 'LAWYER' }): Promise<string> {
  const headers = await startSession(
    { id: user.id, type: user.type, roles: [], emailVerified: true },
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

// Servers still running when this script ends (a failed check, an exception) die with it.
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) stopGroup(child, 'SIGKILL');
});

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
    if (child.exitCode !== null || Date.now() > deadline) {
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

export function sleep(ms: number): Promise<void> {
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

/** Up to `timeoutMs` for `check` to become true. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}

/** A Manila wall-clock slot `daysAhead` days from today at `minutes` past midnight (fixtures' lawyers work 09:00–17:00 Manila). */
export function manilaSlot(daysAhead: number, minutes: number): string {
  const manila = new Date(Date.now() + 8 * 3_600_000);
  const day = Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate() + daysAhead);
  return new Date(day + (minutes - 8 * 60) * 60_000).toISOString();
}
