import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { AdminPayment } from '@/lib/dto/admin';
import { writeAuditLog } from '@/lib/server/audit/write-audit-log';
import { AppError } from '@/lib/server/http/errors';
import { formatPeso } from '@/lib/format/money';
import { isUuid } from '@/lib/validation/ids';
import { tellUser } from '../notifications/tell-user';

const notFound = () => new AppError('NOT_FOUND', 'Payment not found.', { key: 'PAYMENT_NOT_FOUND' });

/**
 * An admin records that money owed back (REFUND_REQUIRED: paid after its hold expired, or a
 * cancelled paid meeting) was returned, with the provider's or bank's reference: REFUNDED by
 * compare-and-swap, audited in the same transaction. The client is told after commit, once.
 */
export async function markRefunded(adminId: string, paymentId: string, input: { reference: string; note?: string }): Promise<{ _id: string; status: AdminPayment['status']; refund_reference: string; refunded_at: string }> {
  if (!isUuid(paymentId)) throw notFound();
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(t.payments)
      .set({ status: 'REFUNDED', refundReference: input.reference, refundedAt: sql`now()`, refundedBy: adminId, updatedAt: sql`now()` })
      .where(and(eq(t.payments.id, paymentId), eq(t.payments.status, 'REFUND_REQUIRED')))
      .returning();
    if (!done) {
      const [exists] = await tx.select({ status: t.payments.status }).from(t.payments).where(eq(t.payments.id, paymentId));
      if (!exists) throw notFound();
      throw new AppError('CONFLICT', `Only a payment that needs a refund can be marked refunded (this one is ${exists.status}).`, { key: 'NOT_REFUND_REQUIRED' });
    }
    await writeAuditLog(
      { actorId: adminId, action: 'payment.refund', targetType: 'payment', targetId: paymentId, reason: input.note?.trim() || null, metadata: { reference: input.reference, amount_centavos: done.amountCentavos } },
      tx,
    );
    return done;
  });
  const [client] = await db.select({ id: t.users.id, email: t.users.email, firstName: t.users.firstName }).from(t.users).where(eq(t.users.id, row.customerId));
  if (client) {
    const path = row.workItemId ? `/customer-portal/work-items/${row.workItemId}` : row.meetingId ? `/customer-portal/meeting/${row.meetingId}` : '/customer-portal';
    await tellUser({
      user: client,
      subject: `Your refund of ${formatPeso(row.amountCentavos)} was sent`,
      paragraphs: [
        `We refunded ${formatPeso(row.amountCentavos)} for "${row.description}". Refund reference: ${input.reference}.`,
        'Depending on your bank or e-wallet, it can take a few business days to appear.',
      ],
      path,
      notification: { title: 'Refund sent', body: `${formatPeso(row.amountCentavos)} – reference ${input.reference}`, icon: row.workItemId ? 'new-work-item' : 'new-meeting' },
      dedupeKey: `refund:${row.id}`,
    });
  }
  return { _id: row.id, status: row.status, refund_reference: input.reference, refunded_at: row.refundedAt!.toISOString() };
}
