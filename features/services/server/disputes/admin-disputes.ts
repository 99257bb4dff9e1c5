import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { AdminDisputeDto } from '@/features/services/dto/service-orders';
import type { ServiceType } from '@/features/services/reference/legal-services';
import type { DisputeOutcome } from '@/features/services/rules/service-orders';
import { disputeFiles } from '@/features/services/server/orders/dispute-view';

/** Decided disputes stay on the console's list this long (open ones always). */
const DECIDED_SHOWN_DAYS = 90;

type Row = {
  id: string;
  order_id: string;
  service_type: ServiceType;
  client_name: string;
  lawyer_name: string;
  paid_centavos: number;
  reason: string;
  opened_at: Date | string;
  answer_by: Date | string;
  answer: string | null;
  answered_at: Date | string | null;
  outcome: DisputeOutcome | null;
  refund_centavos: number | null;
  decision_reason: string | null;
  decided_at: Date | string | null;
};

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * What was paid for an order: its payment's amount (the one for the order itself, not an additional service),
 * kept or refunded since; the order's price before any payment arrived.
 */
const PAID_SQL = sql`coalesce((SELECT p.amount_centavos FROM payments p WHERE p.work_item_id = so.id AND p.additional_service_id IS NULL AND p.paid_at IS NOT NULL
                               ORDER BY p.paid_at LIMIT 1), so.price_centavos)`;

async function disputeRows(db: Db, where: ReturnType<typeof sql>): Promise<AdminDisputeDto[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT d.id, d.order_id, so.service_type, trim(c.first_name || ' ' || c.last_name) AS client_name,
               coalesce(lp.display_name, trim(l.first_name || ' ' || l.last_name)) AS lawyer_name, ${PAID_SQL} AS paid_centavos,
               d.reason, d.opened_at, d.answer_by, d.answer, d.answered_at, d.outcome, d.refund_centavos, d.decision_reason, d.decided_at
        FROM service_disputes d
        JOIN service_orders so ON so.id = d.order_id
        JOIN users c ON c.id = so.customer_id
        JOIN users l ON l.id = so.lawyer_id
        LEFT JOIN lawyer_profiles lp ON lp.user_id = so.lawyer_id
        WHERE ${where}
        ORDER BY (d.decided_at IS NULL) DESC, CASE WHEN d.decided_at IS NULL THEN d.opened_at END ASC, d.decided_at DESC, d.id`,
  );
  const out: AdminDisputeDto[] = [];
  for (const r of rows)
    out.push({
      _id: r.id,
      work_item_id: r.order_id,
      service_type: r.service_type,
      client_name: r.client_name,
      lawyer_name: r.lawyer_name,
      paid_pesos: Number(r.paid_centavos) / 100,
      reason: r.reason,
      opened_at: iso(r.opened_at),
      answer_by: iso(r.answer_by),
      answer: r.answer,
      answered_at: r.answered_at === null ? null : iso(r.answered_at),
      files: await disputeFiles(db, r.id),
      outcome: r.outcome,
      refund_pesos: r.refund_centavos === null ? null : Number(r.refund_centavos) / 100,
      decision_reason: r.decision_reason,
      decided_at: r.decided_at === null ? null : iso(r.decided_at),
    });
  return out;
}

/** GET admin/disputes: the open ones first (oldest first: the longest waiting), then those decided in the last 90 days. */
export async function listAdminDisputes(): Promise<{ disputes: AdminDisputeDto[] }> {
  const db = await getDb();
  return {
    disputes: await disputeRows(db, sql`(d.decided_at IS NULL OR d.decided_at > now() - make_interval(days => ${DECIDED_SHOWN_DAYS}))`),
  };
}

/** One dispute as the console lists it (the decision's answer). */
export async function findAdminDispute(db: Db, disputeId: string): Promise<AdminDisputeDto | undefined> {
  const [one] = await disputeRows(db, sql`d.id = ${disputeId}::uuid`);
  return one;
}
