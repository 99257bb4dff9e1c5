import 'server-only';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';

export type WorkItemRow = typeof t.workItems.$inferSelect;
export type PartyWorkItem = WorkItemRow & { role: 'CUSTOMER' | 'LAWYER' };

export const workItemNotFound = () => new AppError('NOT_FOUND', 'workItems.notFound', { key: 'WORK_ITEM_NOT_FOUND' });

/**
 * The work item if this user is one of its two parties — and, for the client, only once it has been
 * sent (a draft is the lawyer's own until proposed). Anyone else gets the same 404 as for an id that
 * does not exist, so ids reveal nothing. `forUpdate` locks the row for the caller's transaction.
 */
export async function findPartyWorkItemOrThrow(
  userId: string,
  workItemId: string,
  db?: Db,
  options: { forUpdate?: boolean } = {},
): Promise<PartyWorkItem> {
  if (!isUuid(workItemId)) throw workItemNotFound();
  const conn = db ?? (await getDb());
  const query = conn
    .select()
    .from(t.workItems)
    .where(
      and(
        eq(t.workItems.id, workItemId),
        or(eq(t.workItems.lawyerId, userId), and(eq(t.workItems.customerId, userId), ne(t.workItems.status, 'DRAFT'))),
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw workItemNotFound();
  return { ...row, role: row.lawyerId === userId ? 'LAWYER' : 'CUSTOMER' };
}

/** The SQL condition "this user may see this work item" (lists, files). */
export function visibleToSql(userId: string) {
  return sql`(w.lawyer_id = ${userId}::uuid OR (w.customer_id = ${userId}::uuid AND w.status <> 'DRAFT'))`;
}
