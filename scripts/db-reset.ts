import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';

/** Drops every table, type and function of the app (and drizzle's bookkeeping) so migrations start over. */
export async function resetDb(db: Db): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await db.execute(sql`CREATE SCHEMA public`);
}
