import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { OwedLawyerDto, PayoutBatchDto, PayoutsOverviewDto } from '@/lib/dto/refund';
import { ADMIN_PAGE_SIZE } from '@/lib/config/pages';
import { HAS_BANKING_SQL, statementSql } from './statement-sql';

type OwedRow = {
  lawyer_id: string;
  name: string;
  email: string;
  items: number;
  gross: number;
  fee: number;
  net: number;
  has_banking_info: boolean;
  payment_ids: string[];
};
type BatchRow = {
  id: string;
  status: 'OPEN' | 'PAID';
  total_centavos: number;
  lawyers: number;
  items: number;
  created_at: Date | string;
  created_by: string | null;
  created_by_name: string | null;
  paid_at: Date | string | null;
  bank_reference: string | null;
};

/**
 * What is owed to each lawyer now (payable, in no batch), largest first — the next batch's makings,
 * with the ids of the items, which the admin's chosen batch names (createPayoutBatch).
 */
async function listOwedLawyers(): Promise<OwedLawyerDto[]> {
  const db = await getDb();
  const rows = await queryRows<OwedRow>(
    db,
    sql`SELECT s.lawyer_id, lp.display_name AS name, u.email, count(*)::int AS items, sum(s.gross)::bigint AS gross, sum(s.fee)::bigint AS fee,
               sum(s.net)::bigint AS net, ${HAS_BANKING_SQL} AS has_banking_info,
               array_agg(s.id::text ORDER BY s.paid_at, s.id) AS payment_ids
        FROM (${statementSql(sql`true`)}) s
        JOIN lawyer_profiles lp ON lp.user_id = s.lawyer_id JOIN users u ON u.id = s.lawyer_id
        WHERE s.state = 'owed' AND s.net > 0
        GROUP BY s.lawyer_id, lp.display_name, u.email, lp.banking_info
        ORDER BY sum(s.net) DESC, lp.display_name`,
  );
  return rows.map((r) => ({
    lawyer: { _id: r.lawyer_id, name: r.name, email: r.email },
    items: Number(r.items),
    gross: Number(r.gross),
    fee: Number(r.fee),
    net: Number(r.net),
    has_banking_info: Boolean(r.has_banking_info),
    payment_ids: r.payment_ids,
  }));
}

/** Payout batches, newest first. */
async function listPayoutBatches(options: { page?: number; limit?: number } = {}): Promise<PayoutsOverviewDto['batches']> {
  const page = options.page ?? 0;
  const limit = options.limit ?? ADMIN_PAGE_SIZE;
  const db = await getDb();
  const rows = await queryRows<BatchRow>(
    db,
    sql`SELECT b.id, b.status, b.total_centavos, b.created_at, b.created_by, u.first_name || ' ' || u.last_name AS created_by_name, b.paid_at, b.bank_reference,
               (SELECT count(*)::int FROM payouts po WHERE po.batch_id = b.id) AS lawyers,
               (SELECT count(*)::int FROM payouts po JOIN payout_items i ON i.payout_id = po.id WHERE po.batch_id = b.id) AS items
        FROM payout_batches b LEFT JOIN users u ON u.id = b.created_by
        ORDER BY b.created_at DESC, b.id DESC LIMIT ${limit + 1} OFFSET ${page * limit}`,
  );
  const [{ n }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM payout_batches`);
  return { results: rows.slice(0, limit).map(toBatchDto), page, hasMore: rows.length > limit, total: Number(n) };
}

function toBatchDto(r: BatchRow): PayoutBatchDto {
  return {
    _id: r.id,
    status: r.status,
    total: Number(r.total_centavos),
    lawyers: Number(r.lawyers),
    items: Number(r.items),
    created_at: new Date(r.created_at).toISOString(),
    created_by: r.created_by ? { _id: r.created_by, name: r.created_by_name ?? '' } : null,
    paid_at: r.paid_at ? new Date(r.paid_at).toISOString() : null,
    bank_reference: r.bank_reference,
  };
}

/** The admin's payouts screen (GET /api/v1/admin/payouts). */
export async function getPayoutsOverview(options: { page?: number } = {}): Promise<PayoutsOverviewDto> {
  const [owed, batches] = await Promise.all([listOwedLawyers(), listPayoutBatches(options)]);
  return { owed, batches };
}
