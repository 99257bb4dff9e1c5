import 'server-only';
import { and, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { AdminPage, AuditEntryDto } from '@/lib/dto/admin';
import { ADMIN_PAGE_SIZE } from '@/lib/config/pages';

/**
 * The audit log, newest first: every admin action and every admin view of an identity document,
 * with who, what, when and why. Read-only (the table refuses updates and deletes, migration 0021).
 * `action` matches a prefix ("lawyer." for every verification), `target` an exact target id,
 * `subject` a person: entries on them and views of their documents (the file's owner_id).
 */
export async function listAuditLog(
  options: { action?: string; target?: string; subject?: string; page?: number; limit?: number } = {},
): Promise<AdminPage<AuditEntryDto>> {
  const page = options.page ?? 0;
  const limit = options.limit ?? ADMIN_PAGE_SIZE;
  const a = t.auditLog;
  const filters: SQL[] = [];
  if (options.action) filters.push(like(a.action, `${options.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (options.target) filters.push(eq(a.targetId, options.target));
  if (options.subject) filters.push(or(eq(a.targetId, options.subject), sql`${a.metadata}->>'owner_id' = ${options.subject}`)!);
  const where = filters.length ? and(...filters) : undefined;
  const db = await getDb();
  const rows = await db
    .select({ a, actor: { id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName, email: t.users.email } })
    .from(a)
    .leftJoin(t.users, eq(t.users.id, a.actorId))
    .where(where)
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(limit + 1)
    .offset(page * limit);
  const [{ n }] = await db.select({ n: count() }).from(a).where(where);
  return {
    results: rows.slice(0, limit).map(({ a: row, actor }) => ({
      _id: row.id,
      actor: actor?.id ? { _id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim(), email: actor.email } : null,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      reason: row.reason,
      metadata: row.metadata,
      created_at: row.createdAt.toISOString(),
    })),
    page,
    hasMore: rows.length > limit,
    total: Number(n),
  };
}
