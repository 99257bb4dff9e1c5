import 'server-only';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { ADMIN_PAGE_SIZE } from '@/lib/config/pages';
import type { AdminPage, AdminUser } from '@/lib/dto/admin';
import { adminUserColumns, toAdminUser } from './admin-user-row';

/**
 * People by name or e-mail for the admin's lookup: any part of "first last" or of the address, in
 * any case (ILIKE, the pattern's own % and _ escaped); newest accounts first, a page at a time.
 */
export async function listAdminUsers(options: { q?: string; page?: number; limit?: number } = {}): Promise<AdminPage<AdminUser>> {
  const page = options.page ?? 0;
  const limit = options.limit ?? ADMIN_PAGE_SIZE;
  const q = options.q?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern
    ? or(ilike(sql`${t.users.firstName} || ' ' || ${t.users.lastName}`, pattern), ilike(t.users.email, pattern))
    : undefined;
  const db = await getDb();
  const rows = await db
    .select(adminUserColumns)
    .from(t.users)
    .leftJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, t.users.id))
    .where(where)
    .orderBy(desc(t.users.createdAt), desc(t.users.id))
    .limit(limit + 1)
    .offset(page * limit);
  const [{ n }] = await db.select({ n: count() }).from(t.users).where(where);
  return { results: rows.slice(0, limit).map(toAdminUser), page, hasMore: rows.length > limit, total: Number(n) };
}
