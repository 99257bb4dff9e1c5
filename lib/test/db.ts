import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { openDb, type DbHandle } from '@/lib/db/client';
import { setDbHandleForTests } from '@/lib/db';
import { withDatabase } from './global-setup';

/**
 * A throwaway database on the PostgreSQL server at `adminUrl` — a copy of `template`, or empty — that its handle's
 * close() drops.
 */
export async function throwawayPostgresDb(adminUrl: string, template?: string): Promise<DbHandle> {
  const { Client } = await import('pg');
  const name = `abogado_t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  await admin.end();
  const handle = await openDb({ databaseUrl: withDatabase(adminUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await drop.end();
    },
  };
}

/** A fresh, migrated, empty database of the engine under test (PostgreSQL when TEST_DATABASE_URL is set). */
export async function createTestDb(): Promise<DbHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.ABOGADO_TEST_TEMPLATE_DB;
  if (adminUrl && template) return throwawayPostgresDb(adminUrl, template);
  const file = process.env.ABOGADO_TEST_TEMPLATE_FILE;
  if (!file) throw new Error('Jest globalSetup did not prepare a template database');
  const tarball = new Blob([await fs.readFile(file)]);
  return openDb({ dataDir: 'memory://', loadDataDir: tarball });
}

/**
 * Gives a test file its own database and makes the app's getDb() return it.
 * Call at the top level of a describe block; returns a getter for the handle.
 */
export function useTestDb(): () => DbHandle {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandleForTests(handle);
  });
  afterAll(async () => {
    setDbHandleForTests(undefined);
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('useTestDb: database not ready yet');
    return handle;
  };
}

/**
 * A test that needs a real PostgreSQL server (several processes or connections on one database):
 * it runs when TEST_DATABASE_URL is set (CI's PostgreSQL pass) and shows as skipped otherwise.
 */
export const itOnPostgres: jest.It = process.env.TEST_DATABASE_URL ? it : it.skip;

/**
 * A block about the embedded engine's own files (its data folder, its dump): it runs in the PGlite pass (npm test's
 * first Jest pass, or `npm run test:unit` alone) and shows as skipped in the PostgreSQL pass, which runs every
 * database suite again for its SQL — there this block would repeat the same PGlite work (70 s of the pass's 500).
 */
export const describeOnPglite: jest.Describe = process.env.TEST_DATABASE_URL ? describe.skip : describe;
