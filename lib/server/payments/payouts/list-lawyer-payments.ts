import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { StatementEntry, StatementTotals } from '@/lib/dto/refund';
import { paidItemLabel } from '@/lib/format/paid-item';
import { civilDateOf, zonedInstant } from '@/lib/format/civil-date';
import { statementSql, type StatementRow } from './statement-sql';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { PAYMENTS_PAGE_SIZE } from '@/lib/config/pages';

type LedgerTotals = StatementTotals & {
  /** Money kept (PAID), all time and this calendar month in the lawyer's zone, and per kind. */
  all_time: number;
  this_month: number;
  /**
   * Of this month's payments, the net that is the lawyer's now (owed, in a batch or paid out), and
   * the net still held until its meeting is settled (issue 57: "paid this month" counted that too).
   */
  this_month_earned: number;
  this_month_held: number;
  paid_count: number;
  meetings: number;
  work_items: number;
};

export type Ledger = { results: StatementEntry[]; hasMore: boolean; page: number; totals: LedgerTotals };

/**
 * The lawyer's statement: every item whose money arrived, newest first — what it was, gross, the
 * platform's fee, refunds, net and where the payout stands (statementSql, the one split) — with
 * totals: the split summed, and the money kept this month in the lawyer's zone.
 */
export async function listLawyerPayments(
  lawyerId: string,
  options: { page?: number; limit?: number; timeZone?: string; now?: Date } = {},
): Promise<Ledger> {
  const page = options.page ?? 0;
  const limit = options.limit ?? PAYMENTS_PAGE_SIZE;
  const zone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const now = options.now ?? new Date();
  const today = civilDateOf(now.getTime(), zone);
  const monthStart = new Date(zonedInstant({ ...today, day: 1 }, 0, zone));
  const nextMonth = new Date(
    zonedInstant(
      { year: today.month === 12 ? today.year + 1 : today.year, month: today.month === 12 ? 1 : today.month + 1, day: 1 },
      0,
      zone,
    ),
  );
  const db = await getDb();
  const mine = sql`p.lawyer_id = ${lawyerId}::uuid`;
  const thisMonth = sql`status = 'PAID' AND paid_at >= ${monthStart.toISOString()}::timestamptz AND paid_at < ${nextMonth.toISOString()}::timestamptz`;
  const rows = await queryRows<StatementRow>(
    db,
    sql`${statementSql(mine)} ORDER BY p.paid_at DESC, p.id DESC LIMIT ${limit + 1} OFFSET ${page * limit}`,
  );
  const [t] = await queryRows<Record<keyof LedgerTotals, number | string>>(
    db,
    sql`SELECT coalesce(sum(gross), 0)::bigint AS gross, coalesce(sum(fee), 0)::bigint AS fee, coalesce(sum(refunded), 0)::bigint AS refunded,
               coalesce(sum(net), 0)::bigint AS net,
               coalesce(sum(net) FILTER (WHERE state = 'paid'), 0)::bigint AS paid_out,
               coalesce(sum(net) FILTER (WHERE state = 'in_batch'), 0)::bigint AS in_batch,
               coalesce(sum(net) FILTER (WHERE state = 'owed'), 0)::bigint AS owed,
               coalesce(sum(net) FILTER (WHERE state = 'held'), 0)::bigint AS held,
               coalesce(sum(refund_pending), 0)::bigint AS refunding,
               coalesce(sum(gross) FILTER (WHERE status = 'PAID'), 0)::bigint AS all_time,
               coalesce(sum(gross) FILTER (WHERE ${thisMonth}), 0)::bigint AS this_month,
               coalesce(sum(net) FILTER (WHERE ${thisMonth} AND state IN ('owed', 'in_batch', 'paid')), 0)::bigint AS this_month_earned,
               coalesce(sum(net) FILTER (WHERE ${thisMonth} AND state = 'held'), 0)::bigint AS this_month_held,
               count(*) FILTER (WHERE status = 'PAID')::int AS paid_count,
               coalesce(sum(gross) FILTER (WHERE status = 'PAID' AND meeting_id IS NOT NULL), 0)::bigint AS meetings,
               coalesce(sum(gross) FILTER (WHERE status = 'PAID' AND meeting_id IS NULL), 0)::bigint AS work_items
        FROM (${statementSql(mine)}) s`,
  );
  const totals = Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Number(v)])) as LedgerTotals;
  return { results: rows.slice(0, limit).map((r) => toStatementEntry(r, now)), hasMore: rows.length > limit, page, totals };
}

export function toStatementEntry(r: StatementRow, now = new Date()): StatementEntry {
  return {
    _id: r.id,
    kind: r.meeting_id ? 'meeting' : r.additional_service_id ? 'additional-service' : r.question_id ? 'question' : 'work-item',
    item: paidItemLabel(
      {
        clientName: r.client_name,
        meetingStart: r.meeting_start,
        workItemTitle: r.work_item_title,
        serviceTitle: r.service_title,
        question: r.question_id !== null,
      },
      { timeZone: r.time_zone, now },
    ),
    description: r.description,
    client: { _id: r.customer_id, name: r.client_name },
    method: r.method,
    paid_at: new Date(r.paid_at).toISOString(),
    gross: Number(r.gross),
    fee: Number(r.fee),
    refunded: Number(r.refunded),
    refund_pending: Number(r.refund_pending),
    net: Number(r.net),
    payout: {
      state: r.state,
      batch_id: r.batch_id,
      paid_at: r.batch_paid_at ? new Date(r.batch_paid_at).toISOString() : null,
      reference: r.bank_reference,
    },
    meeting_id: r.meeting_id,
    work_item_id: r.work_item_id,
  };
}
