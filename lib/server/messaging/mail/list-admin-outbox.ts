import 'server-only';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { outboundEmails } from '@/lib/db/schema';
import type { AdminEmail, AdminPage } from '@/lib/dto/admin';
import { ADMIN_PAGE_SIZE } from '@/lib/config/pages';

export function toAdminEmail(row: typeof outboundEmails.$inferSelect): AdminEmail {
  return {
    _id: row.id,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The outbox with each message's delivery state, newest first, by state and recipient. Bodies are
 * left out: they hold sign-in and reset links, and the console needs only to see and resend.
 */
export async function listAdminOutbox(
  options: { status?: AdminEmail['status']; to?: string; page?: number; limit?: number } = {},
): Promise<AdminPage<AdminEmail>> {
  const page = options.page ?? 0;
  const limit = options.limit ?? ADMIN_PAGE_SIZE;
  const filters: SQL[] = [];
  if (options.status) filters.push(eq(outboundEmails.status, options.status));
  if (options.to?.trim()) filters.push(eq(outboundEmails.toAddress, options.to.trim().toLowerCase()));
  const where = filters.length ? and(...filters) : undefined;
  const db = await getDb();
  const rows = await db
    .select()
    .from(outboundEmails)
    .where(where)
    .orderBy(desc(outboundEmails.createdAt), desc(outboundEmails.id))
    .limit(limit + 1)
    .offset(page * limit);
  const [{ n }] = await db.select({ n: count() }).from(outboundEmails).where(where);
  return { results: rows.slice(0, limit).map(toAdminEmail), page, hasMore: rows.length > limit, total: Number(n) };
}
