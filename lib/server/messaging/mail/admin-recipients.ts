import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/paths';
import { env } from '@/lib/server/env';

/** ADMIN_EMAIL (comma-separated), else every account with the ADMIN role. */
export async function adminRecipients(): Promise<string[]> {
  const configured = env().ADMIN_EMAIL;
  if (configured.length) return configured;
  const db = await getDb();
  const rows = await queryRows<{ email: string }>(db, sql`SELECT email FROM users WHERE 'ADMIN' = ANY(roles) ORDER BY created_at LIMIT 5`);
  return rows.map((r) => r.email);
}

/**
 * The same addresses, each with the language of the account that has it (users.language, issue 40), so
 * an alert reads as that admin chose; English for an address no account has (an ADMIN_EMAIL mailbox).
 */
export async function adminRecipientsWithLanguage(): Promise<{ email: string; language: Locale }[]> {
  const emails = await adminRecipients();
  if (!emails.length) return [];
  const db = await getDb();
  const lowered = emails.map((email) => email.trim().toLowerCase());
  const rows = await queryRows<{ email: string; language: Locale }>(
    db,
    sql`SELECT lower(email) AS email, language FROM users WHERE lower(email) IN (${sql.join(
      lowered.map((email) => sql`${email}`),
      sql`, `,
    )})`,
  );
  const languages = new Map(rows.map((row) => [row.email, row.language]));
  return emails.map((email, i) => ({ email, language: languages.get(lowered[i]) ?? 'en' }));
}
