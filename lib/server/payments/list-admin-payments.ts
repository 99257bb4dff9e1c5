import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, tables as t } from '@/lib/db';
import type { AdminPage, AdminPayment } from '@/lib/dto/admin';
import { ADMIN_PAGE_SIZE } from '@/lib/config/pages';

type Status = AdminPayment['status'];

/** Every payment attempt by state, newest first, with who paid whom for what (the admin's money screen). */
export async function listAdminPayments(
  options: { status?: Status; reference?: string; page?: number; limit?: number } = {},
): Promise<AdminPage<AdminPayment>> {
  const page = options.page ?? 0;
  const limit = options.limit ?? ADMIN_PAGE_SIZE;
  const db = await getDb();
  const p = t.payments;
  const customer = alias(t.users, 'customer');
  // Support finds a payment by the reference the client reads out.
  const where = and(
    options.status ? eq(p.status, options.status) : undefined,
    options.reference ? eq(p.reference, options.reference) : undefined,
  );
  const rows = await db
    .select({
      p,
      customer: { id: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
      lawyerName: t.lawyerProfiles.displayName,
      meetingStatus: t.meetings.status,
      refund: sql<
        AdminPayment['refund'] | null
      >`(SELECT json_build_object('_id', r.id, 'status', r.status, 'reason', r.reason, 'method', r.method, 'failure_reason', r.failure_reason, 'created_at', r.created_at)
        FROM refunds r WHERE r.payment_id = ${p.id} ORDER BY r.created_at DESC, r.id DESC LIMIT 1)`,
      inPayout: sql<boolean>`EXISTS (SELECT 1 FROM payout_items i WHERE i.payment_id = ${p.id})`,
    })
    .from(p)
    .innerJoin(customer, eq(customer.id, p.customerId))
    .innerJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, p.lawyerId))
    .leftJoin(t.meetings, eq(t.meetings.id, p.meetingId))
    .where(where)
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(limit + 1)
    .offset(page * limit);
  const [{ n }] = await db.select({ n: count() }).from(p).where(where);
  return {
    results: rows.slice(0, limit).map(({ p: row, customer: c, lawyerName, meetingStatus, refund, inPayout }) => ({
      _id: row.id,
      reference: row.reference,
      status: row.status,
      amount: row.amountCentavos,
      currency: row.currency,
      provider: row.provider,
      description: row.description,
      method: row.method,
      customer: { _id: c.id, name: `${c.firstName} ${c.lastName}`.trim(), email: c.email },
      lawyer: { _id: row.lawyerId, name: lawyerName },
      meeting_id: row.meetingId,
      work_item_id: row.workItemId,
      provider_payment_id: row.providerPaymentId,
      paid_at: row.paidAt?.toISOString() ?? null,
      refunded_at: row.refundedAt?.toISOString() ?? null,
      refund_reference: row.refundReference,
      refund: refund ? { ...refund, created_at: new Date(refund.created_at).toISOString() } : null,
      in_payout: Boolean(inPayout),
      meeting_status: meetingStatus ?? null,
      created_at: row.createdAt.toISOString(),
    })),
    page,
    hasMore: rows.length > limit,
    total: Number(n),
  };
}
