import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { AdminPage, ReportItem } from '@/lib/dto/admin';
import { ADMIN_PAGE_SIZE } from '@/lib/config/pages';
import { findModerationTarget, toModerationTarget } from './moderation-target';

type Status = ReportItem['status'];

/** The moderation queue: reports by status (open first by age), each with what it is about. */
export async function listReports(options: { status?: Status; page?: number; limit?: number } = {}): Promise<AdminPage<ReportItem>> {
  const status = options.status ?? 'OPEN';
  const page = options.page ?? 0;
  const limit = options.limit ?? ADMIN_PAGE_SIZE;
  const db = await getDb();
  const r = t.reports;
  const rows = await db
    .select({
      r,
      reporter: { id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName, type: t.users.type },
      openOnTarget: sql<number>`(SELECT count(*)::int FROM reports o WHERE o.target_type = ${r.targetType} AND o.target_id = ${r.targetId} AND o.status = 'OPEN')`,
    })
    .from(r)
    .innerJoin(t.users, eq(t.users.id, r.reporterId))
    .where(eq(r.status, status))
    .orderBy(status === 'OPEN' ? r.createdAt : desc(r.resolvedAt), r.id)
    .limit(limit + 1)
    .offset(page * limit);
  const [{ n }] = await db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.status, status)));
  const results: ReportItem[] = [];
  for (const row of rows.slice(0, limit)) {
    const target = await findModerationTarget(db, row.r.targetType, row.r.targetId);
    results.push({
      _id: row.r.id,
      status: row.r.status,
      reason: row.r.reason,
      reporter: { _id: row.reporter.id, name: `${row.reporter.firstName} ${row.reporter.lastName}`.trim(), type: row.reporter.type },
      target: target ? toModerationTarget(target) : null,
      open_on_target: Number(row.openOnTarget),
      resolution: row.r.resolution,
      resolved_at: row.r.resolvedAt?.toISOString() ?? null,
      created_at: row.r.createdAt.toISOString(),
    });
  }
  return { results, page, hasMore: rows.length > limit, total: Number(n) };
}
