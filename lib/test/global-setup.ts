import fs from 'node:fs/promises';
import path from 'node:path';
import { migrateDb, openDb } from '@/lib/db/client';

/**
 * Migrates one template database per Jest run; every suite then clones it (PGlite: loadDataDir of a
 * dumped tarball, ~0.5 s; PostgreSQL: CREATE DATABASE ... TEMPLATE) instead of migrating again.
 */
export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { Client } = await import('pg');
    const template = `abogado_tpl_${process.pid}_${Date.now()}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    await admin.end();
    const handle = await openDb({ databaseUrl: withDatabase(adminUrl, template) });
    await migrateDb(handle);
    await handle.close();
    process.env.ABOGADO_TEST_TEMPLATE_DB = template;
    return;
  }
  const handle = await openDb({ dataDir: 'memory://' });
  await migrateDb(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c?: 'gzip' | 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const dir = path.join(process.cwd(), '.data-test');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  process.env.ABOGADO_TEST_TEMPLATE_FILE = file;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
