import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { WorkItemPage } from '@/lib/dto/work-item';
import type { WorkItemStatus } from '@/lib/rules/work-item-transitions';
import { WORK_ITEMS_PAGE_SIZE } from '@/lib/config/pages';
import { toWorkItemSummary, workItemSelect, type WorkItemSummaryRow } from './work-item-dto';

export type ListWorkItemsOptions = {
  viewer: { id: string; type: 'CUSTOMER' | 'LAWYER' };
  status?: WorkItemStatus[];
  clientId?: string;
  page?: number;
  limit?: number;
};

/**
 * GET work-items: the viewer's engagements, most recently changed first, optionally of some statuses.
 * A lawyer sees their own (drafts included); a client sees what has been sent to them.
 */
export async function listWorkItems(options: ListWorkItemsOptions): Promise<WorkItemPage> {
  const page = options.page ?? 0;
  const limit = options.limit ?? WORK_ITEMS_PAGE_SIZE;
  const { viewer } = options;
  const conditions: SQL[] = [
    viewer.type === 'LAWYER' ? sql`w.lawyer_id = ${viewer.id}::uuid` : sql`w.customer_id = ${viewer.id}::uuid AND w.status <> 'DRAFT'`,
  ];
  if (options.status?.length)
    conditions.push(
      sql`w.status IN (${sql.join(
        options.status.map((s) => sql`${s}::work_item_status`),
        sql`, `,
      )})`,
    );
  if (options.clientId) conditions.push(sql`w.customer_id = ${options.clientId}::uuid`);
  const db = await getDb();
  const rows = await queryRows<WorkItemSummaryRow>(
    db,
    sql`${workItemSelect} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY w.updated_at DESC, w.id DESC LIMIT ${limit + 1} OFFSET ${page * limit}`,
  );
  return { results: rows.slice(0, limit).map((r) => toWorkItemSummary(r, viewer.id)), hasMore: rows.length > limit, page };
}
