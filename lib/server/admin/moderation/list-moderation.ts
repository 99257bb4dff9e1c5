import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { AdminPage, ModerationTarget, ReportTargetKind } from '@/lib/dto/admin';
import { ADMIN_PAGE_SIZE } from '@/lib/config/pages';
import { findModerationTarget, toModerationTarget } from './moderation-target';

type View = 'hidden' | 'reviews' | 'profiles';

/** `%q%` for ILIKE, with the pattern's own wildcards escaped. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What an admin can act on without a report: everything hidden now (to restore), the newest reviews,
 * or lawyer and notary profiles found by name or e-mail — newest first, `q` narrowing each.
 */
export async function listModeration(
  options: { view?: View; q?: string; page?: number; limit?: number } = {},
): Promise<AdminPage<ModerationTarget>> {
  const view = options.view ?? 'hidden';
  const page = options.page ?? 0;
  const limit = options.limit ?? ADMIN_PAGE_SIZE;
  const q = options.q?.trim() ? like(options.q.trim()) : null;
  const db = await getDb();
  const reviews = sql`SELECT 'review' AS kind, r.id::text AS id, r.created_at AS at, r.hidden_at FROM reviews r
    JOIN lawyer_profiles lp ON lp.user_id = r.lawyer_id
    WHERE ${q ? sql`(r.comment ILIKE ${q} OR lp.display_name ILIKE ${q})` : sql`true`}`;
  const lawyers = sql`SELECT 'lawyer' AS kind, p.user_id::text AS id, p.created_at AS at, p.hidden_at FROM lawyer_profiles p
    JOIN users u ON u.id = p.user_id
    WHERE ${q ? sql`(p.display_name ILIKE ${q} OR u.email ILIKE ${q})` : sql`true`}`;
  const notaries = sql`SELECT 'notary' AS kind, n.id::text AS id, n.created_at AS at, n.hidden_at FROM notary_profiles n
    JOIN users u ON u.id = n.user_id
    WHERE ${q ? sql`(n.display_name ILIKE ${q} OR u.email ILIKE ${q})` : sql`true`}`;
  const source =
    view === 'reviews'
      ? reviews
      : view === 'profiles'
        ? sql`${lawyers} UNION ALL ${notaries}`
        : sql`${reviews} UNION ALL ${lawyers} UNION ALL ${notaries}`;
  const where = view === 'hidden' ? sql`WHERE hidden_at IS NOT NULL` : sql``;
  const order = view === 'hidden' ? sql`hidden_at DESC` : sql`at DESC`;
  const rows = await queryRows<{ kind: ReportTargetKind; id: string }>(
    db,
    sql`SELECT kind, id FROM (${source}) AS items ${where} ORDER BY ${order}, id LIMIT ${limit + 1} OFFSET ${page * limit}`,
  );
  const [{ n }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${source}) AS items ${where}`);
  const results: ModerationTarget[] = [];
  for (const row of rows.slice(0, limit)) {
    const target = await findModerationTarget(db, row.kind, row.id);
    if (target) results.push(toModerationTarget(target));
  }
  return { results, page, hasMore: rows.length > limit, total: Number(n) };
}
