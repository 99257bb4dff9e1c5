import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { env } from '@/lib/server/env';

/** ADMIN_EMAIL (comma-separated), else every account with the ADMIN role. */
export async function adminRecipients(): Promise<string[]> {
  const configured = env().ADMIN_EMAIL;
  if (configured.length) return configured;
  const db = await getDb();
  const rows = await queryRows<{ email: string }>(db, sql`SELECT email FROM users WHERE 'ADMIN' = ANY(roles) ORDER BY created_at LIMIT 5`);
  return rows.map((r) => r.email);
}
