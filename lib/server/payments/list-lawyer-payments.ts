import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { civilDateOf, zonedInstant } from '../availability/zoned-time';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { PAYMENTS_PAGE_SIZE } from '@/lib/config/pages';

export type LedgerEntry = {
  _id: string;
  kind: 'meeting' | 'work-item' | 'additional-service';
  description: string;
  amount: number;
  method: string | null;
  paid_at: string;
  client: { _id: string; name: string };
  meeting_id: string | null;
  work_item_id: string | null;
};

export type Ledger = {
  results: LedgerEntry[];
  hasMore: boolean;
  page: number;
  totals: { all_time: number; this_month: number; paid_count: number; meetings: number; work_items: number };
};

type Row = {
  id: string; description: string; amount_centavos: number; method: string | null; paid_at: string | Date; meeting_id: string | null;
  work_item_id: string | null; additional_service_id: string | null; customer_id: string; client_name: string;
};

/**
 * The lawyer's ledger: every paid meeting, work item and additional service, newest first, with
 * totals (all time, this calendar month in the lawyer's zone, and per kind). Money flagged for
 * refund is not income and stays out.
 */
export async function listLawyerPayments(lawyerId: string, options: { page?: number; limit?: number; timeZone?: string; now?: Date } = {}): Promise<Ledger> {
  const page = options.page ?? 0;
  const limit = options.limit ?? PAYMENTS_PAGE_SIZE;
  const zone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const today = civilDateOf((options.now ?? new Date()).getTime(), zone);
  const monthStart = new Date(zonedInstant({ ...today, day: 1 }, 0, zone));
  const nextMonth = new Date(zonedInstant({ year: today.month === 12 ? today.year + 1 : today.year, month: today.month === 12 ? 1 : today.month + 1, day: 1 }, 0, zone));
  const db = await getDb();
  const rows = await queryRows<Row>(
    db,
    sql`SELECT p.id, p.description, p.amount_centavos, p.method, p.paid_at, p.meeting_id, p.work_item_id, p.additional_service_id,
               p.customer_id, u.first_name || ' ' || u.last_name AS client_name
        FROM payments p JOIN users u ON u.id = p.customer_id
        WHERE p.lawyer_id = ${lawyerId}::uuid AND p.status = 'PAID'
        ORDER BY p.paid_at DESC, p.id DESC
        LIMIT ${limit + 1} OFFSET ${page * limit}`,
  );
  const [totals] = await queryRows<{ all_time: number; this_month: number; paid_count: number; meetings: number; work_items: number }>(
    db,
    sql`SELECT coalesce(sum(amount_centavos), 0)::bigint AS all_time,
               coalesce(sum(amount_centavos) FILTER (WHERE paid_at >= ${monthStart.toISOString()}::timestamptz AND paid_at < ${nextMonth.toISOString()}::timestamptz), 0)::bigint AS this_month,
               count(*)::int AS paid_count,
               coalesce(sum(amount_centavos) FILTER (WHERE meeting_id IS NOT NULL), 0)::bigint AS meetings,
               coalesce(sum(amount_centavos) FILTER (WHERE meeting_id IS NULL), 0)::bigint AS work_items
        FROM payments WHERE lawyer_id = ${lawyerId}::uuid AND status = 'PAID'`,
  );
  return {
    results: rows.slice(0, limit).map((r) => ({
      _id: r.id,
      kind: r.meeting_id ? 'meeting' : r.additional_service_id ? 'additional-service' : 'work-item',
      description: r.description,
      amount: r.amount_centavos,
      method: r.method,
      paid_at: new Date(r.paid_at).toISOString(),
      client: { _id: r.customer_id, name: r.client_name },
      meeting_id: r.meeting_id,
      work_item_id: r.work_item_id,
    })),
    hasMore: rows.length > limit,
    page,
    totals: {
      all_time: Number(totals.all_time),
      this_month: Number(totals.this_month),
      paid_count: Number(totals.paid_count),
      meetings: Number(totals.meetings),
      work_items: Number(totals.work_items),
    },
  };
}
