import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PayoutState } from '@/lib/dto/refund';
import { engagementKindCase, engagementStateJoins } from '@/lib/rules/engagement-kinds';

/**
 * THE payout rule: a payment is owed to its lawyer once nothing can give it back any more — the money is kept
 * (PAID) and its engagement says it is payable (ENGAGEMENT_KINDS' `payable`, lib/rules/engagement-kinds.ts: a
 * meeting that is over, work kept, a service order whose dispute window closed or was decided, a written question
 * answered and closed). Until then it is held. Aliases: `p` the payment, `e` its engagement, and each kind's state
 * alias (`m`, `wi`, `so`, `wq`: ENGAGEMENT_KINDS' `state`). An admin's later refund is refused once a payout holds it.
 */
const PAYABLE_SQL = sql.raw(`p.status = 'PAID' AND ${engagementKindCase((kind) => kind.payable)}`);

/** A lawyer the bank can pay: every banking field given (`lp` the lawyer's profile). */
export const HAS_BANKING_SQL = sql.raw(
  `(lp.banking_info IS NOT NULL AND coalesce(lp.banking_info->>'bank_name', '') <> '' AND coalesce(lp.banking_info->>'provider_bank_id', '') <> ''
    AND coalesce(lp.banking_info->>'account_name', '') <> '' AND coalesce(lp.banking_info->>'account_number', '') <> '')`,
);

export type StatementRow = {
  id: string;
  lawyer_id: string;
  customer_id: string;
  status: string;
  method: string | null;
  paid_at: Date | string;
  description: string;
  meeting_id: string | null;
  work_item_id: string | null;
  additional_service_id: string | null;
  question_id: string | null;
  client_name: string;
  meeting_start: Date | string | null;
  work_item_title: string | null;
  service_title: string | null;
  time_zone: string;
  gross: number;
  fee: number;
  refunded: number;
  refund_pending: number;
  net: number;
  state: PayoutState;
  batch_id: string | null;
  batch_paid_at: Date | string | null;
  bank_reference: string | null;
};

/**
 * One row per payment whose money arrived (paid_at), split the one way every screen, export and
 * total reads it: gross (collected); refunded (its succeeded refunds); refund_pending (what is still
 * on its way back to the client: the rest of a payment whose refund is asked for, pending or failed
 * and not yet sent by hand); fee and net only while the money is kept (a refunded payment leaves no
 * fee, and is paid to no one) — frozen in the payout item once batched; and where the net stands
 * (PayoutState). A kept payment with a part given back (issue 62, partial_refund_centavos: an admin's
 * PARTIAL dispute decision) owes only what was kept: that part is refund_pending until its refund
 * succeeds, then refunded; the fee is the fee on what was kept (requestPartialRefund set it). So every
 * row, and every sum of rows, adds up: gross = refund_pending + refunded + fee + net.
 */
export function statementSql(where: SQL): SQL {
  return sql`SELECT p.id, p.lawyer_id, p.customer_id, p.status, p.method, p.paid_at, p.description, p.meeting_id, p.work_item_id, p.additional_service_id, p.question_id,
      trim(u.first_name || ' ' || u.last_name) AS client_name, m.start_at AS meeting_start, wi.title AS work_item_title, s.title AS service_title,
      lp.timezone AS time_zone,
      p.amount_centavos AS gross,
      rf.refunded,
      CASE WHEN p.status = 'REFUND_REQUIRED' THEN p.amount_centavos - rf.refunded
           WHEN p.status = 'PAID' THEN p.partial_refund_centavos - rf.refunded ELSE 0 END AS refund_pending,
      CASE WHEN p.status = 'PAID' THEN coalesce(i.fee_centavos, p.fee_centavos, 0) ELSE 0 END AS fee,
      CASE WHEN p.status = 'PAID' THEN coalesce(i.net_centavos, p.amount_centavos - p.partial_refund_centavos - coalesce(p.fee_centavos, 0)) ELSE 0 END AS net,
      CASE WHEN p.status = 'REFUNDED' THEN 'refunded'
           WHEN p.status = 'REFUND_REQUIRED' THEN 'refunding'
           WHEN b.status = 'PAID' THEN 'paid'
           WHEN b.status = 'OPEN' THEN 'in_batch'
           WHEN ${PAYABLE_SQL} THEN 'owed'
           ELSE 'held' END AS state,
      b.id AS batch_id, b.paid_at AS batch_paid_at, b.bank_reference
    FROM payments p
    JOIN users u ON u.id = p.customer_id
    JOIN lawyer_profiles lp ON lp.user_id = p.lawyer_id
    JOIN engagements e ON e.id = p.engagement_id
    ${sql.raw(engagementStateJoins())}
    LEFT JOIN work_item_additional_services s ON s.id = p.additional_service_id
    LEFT JOIN LATERAL (SELECT coalesce(sum(r.amount_centavos), 0)::int AS refunded FROM refunds r WHERE r.payment_id = p.id AND r.status = 'succeeded') rf ON true
    LEFT JOIN payout_items i ON i.payment_id = p.id
    LEFT JOIN payouts po ON po.id = i.payout_id
    LEFT JOIN payout_batches b ON b.id = po.batch_id
    WHERE p.paid_at IS NOT NULL AND ${where}`;
}
