import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { claimDataDir } from './data-dir-users';
import * as schema from './schema';
import { env } from '@/lib/server/env';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbEngine = 'pglite' | 'postgres';
/** LISTEN on a channel; the callback gets each NOTIFY payload. Resolves to an unsubscribe function. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
export type DbHandle = { db: Db; engine: DbEngine; close: () => Promise<void>; databaseUrl?: string; listen: Listen };

export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib', 'db', 'migrations');

/**
 * Opens the database the environment names: `DATABASE_URL` → PostgreSQL; otherwise embedded PGlite
 * in `DATA_DIR` (default ./data). Drivers are imported lazily so a PostgreSQL deployment never loads
 * the PGlite WASM, and the other way round.
 */
export async function openDb(
  options: { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob; exclusive?: boolean } = {},
): Promise<DbHandle> {
  const databaseUrl = options.databaseUrl ?? env().DATABASE_URL;
  if (databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: databaseUrl, max: env().DATABASE_POOL_SIZE });
    // An idle client dropped by the server (restart, failover, DROP DATABASE ... FORCE in tests) must
    // not crash the process; the pool replaces it on the next checkout.
    pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
    const listener = postgresListener(databaseUrl);
    return {
      db: drizzle(pool, { schema }) as unknown as Db,
      engine: 'postgres',
      databaseUrl,
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir ?? env().DATA_DIR;
  const onDisk = dataDir !== 'memory://';
  // Two processes must never have one PGlite folder open at once (lib/db/data-dir-users.ts).
  const release = onDisk ? claimDataDir(dataDir, options.exclusive ? 'exclusive' : 'shared') : () => undefined;
  try {
    // The one-object form: `new PGlite(dir, opts)` silently drops the extensions.
    const client = new PGlite({
      dataDir: onDisk ? dataDir : undefined,
      extensions: { btree_gist, pg_trgm },
      loadDataDir: options.loadDataDir,
    });
    await client.waitReady;
    // PGlite runs in this process: its listen() hears every NOTIFY after the sending transaction commits.
    const listen: Listen = async (channel, onPayload) => client.listen(channel, onPayload);
    const close = async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    };
    return { db: drizzle(client, { schema }) as unknown as Db, engine: 'pglite', close, listen };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * One dedicated connection per process for LISTEN (a pooled one would be handed to other queries).
 * If it drops, it reconnects and listens again; what was notified meanwhile is not lost for
 * readers that also re-read their table now and then (the call streams do, on every heartbeat).
 */
function postgresListener(databaseUrl: string): { listen: Listen; close: () => Promise<void> } {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: import('pg').Client | undefined;
  let connecting: Promise<import('pg').Client> | undefined;
  let closed = false;

  const connect = (): Promise<import('pg').Client> => {
    connecting ??= (async () => {
      const { Client } = await import('pg');
      const c = new Client({ connectionString: databaseUrl });
      c.on('notification', (n) => {
        for (const handler of handlers.get(n.channel) ?? []) handler(n.payload ?? '');
      });
      const lost = () => {
        if (client !== c) return;
        client = undefined;
        connecting = undefined;
        if (!closed && handlers.size > 0) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
      };
      c.on('error', (error) => {
        console.error('[db] listen connection lost:', error.message);
        lost();
      });
      c.on('end', lost);
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`LISTEN "${channel}"`);
      client = c;
      return c;
    })().catch((error) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };

  const listen: Listen = async (channel, onPayload) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    const first = !handlers.has(channel);
    if (first) handlers.set(channel, new Set());
    handlers.get(channel)!.add(onPayload);
    const c = await connect();
    if (first) await c.query(`LISTEN "${channel}"`);
    return async () => {
      const set = handlers.get(channel);
      set?.delete(onPayload);
      if (set && set.size === 0) {
        handlers.delete(channel);
        await client?.query(`UNLISTEN "${channel}"`).catch(() => undefined);
      }
    };
  };

  return {
    listen,
    close: async () => {
      closed = true;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

/** Applies the migrations not yet applied; `migrationsFolder`: another folder (a test that stops at an older release). */
export async function migrateDb(handle: DbHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (handle.engine === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}

/** The part of Drizzle's database object that runs a named statement (its `execute` names none). */
type StatementRunner = {
  session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: false): { execute(): Promise<unknown> } };
  dialect: { sqlToQuery(query: SQL): unknown };
};

/**
 * Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. `statement` names it: on PostgreSQL a
 * named statement is parsed once per connection and, after a few runs, keeps one plan, so a read of many joins
 * stops paying its planning each time (issue 74: planning was most of the matter page's reads). One name, one
 * SQL text: node-postgres refuses a name reused for another text. PGlite runs it as any other query.
 */
export async function queryRows<T>(db: Db, query: SQL, statement?: string): Promise<T[]> {
  if (statement) {
    const runner = db as unknown as StatementRunner;
    const result = (await runner.session.prepareQuery(runner.dialect.sqlToQuery(query), undefined, statement, false).execute()) as {
      rows: T[];
    };
    return result.rows;
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
