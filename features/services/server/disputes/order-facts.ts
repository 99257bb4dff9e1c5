import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { ServiceType } from '@/features/services/reference/legal-services';
import { allowedServiceOrderActions, type ServiceOrderAction, type ServiceOrderStatus } from '@/features/services/rules/service-orders';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';

export type DisputeOrder = {
  id: string;
  status: ServiceOrderStatus;
  service_type: ServiceType;
  customer_id: string;
  lawyer_id: string;
  revisions_used: number;
  paid_at: Date | null;
  due_at: Date | null;
  last_delivered_at: Date | null;
  dispute_id: string | null;
  dispute_answered: boolean;
  sent_by_lawyer: boolean;
};

export const orderNotFound = () => new AppError('NOT_FOUND', 'disputes.orderNotFound', { key: 'ORDER_NOT_FOUND' });

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/**
 * The order as the dispute rules read it, for one of its two parties (`FOR UPDATE` inside the deciding
 * transaction): anyone else — another client, another lawyer — gets the one 404, so an order's existence
 * is not told to strangers.
 */
export async function findOrderForParty(db: Db, orderId: string, userId: string, lock = false): Promise<DisputeOrder> {
  if (!isUuid(orderId)) throw orderNotFound();
  const [row] = await queryRows<DisputeOrder>(
    db,
    sql`SELECT so.id, so.status, so.service_type, so.customer_id, so.lawyer_id, so.revisions_used, so.paid_at, so.due_at,
               so.last_delivered_at, so.sent_by_lawyer, d.id AS dispute_id, (d.answered_at IS NOT NULL) AS dispute_answered
        FROM service_orders so LEFT JOIN service_disputes d ON d.order_id = so.id
        WHERE so.id = ${orderId}::uuid ${lock ? sql`FOR UPDATE OF so` : sql``}`,
  );
  if (!row || (row.customer_id !== userId && row.lawyer_id !== userId)) throw orderNotFound();
  return {
    ...row,
    paid_at: asDate(row.paid_at),
    due_at: asDate(row.due_at),
    last_delivered_at: asDate(row.last_delivered_at),
    dispute_answered: Boolean(row.dispute_answered),
    sent_by_lawyer: Boolean(row.sent_by_lawyer),
  };
}

/** What the party may do now, by the one rule the order page shows (features/services/rules/service-orders.ts). */
export function allowedNow(order: DisputeOrder, party: 'CUSTOMER' | 'LAWYER', now = new Date()): ServiceOrderAction[] {
  return allowedServiceOrderActions(
    party,
    {
      status: order.status,
      serviceType: order.service_type,
      revisionsUsed: Number(order.revisions_used),
      clientSigned: true,
      paidAt: order.paid_at,
      dueAt: order.due_at,
      lastDeliveredAt: order.last_delivered_at,
      deliveredLate: false,
      disputeAnswered: order.dispute_answered,
      sentByLawyer: order.sent_by_lawyer,
    },
    now,
  );
}
