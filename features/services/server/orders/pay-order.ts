import 'server-only';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import { openCheckout } from '@/lib/server/payments/open-checkout';
import { engagementDescription } from '@/lib/server/payments/payment-description';
import { insertPayment } from '@/lib/server/payments/transition';
import { assertParty, findPartyOrderOrThrow, notNow } from './find-order';

const signFirst = () => new AppError('CONFLICT', 'serviceOrders.signFirst', { key: 'LETTER_NOT_SIGNED' });

/**
 * POST service-orders/{id}/pay: the client opens the checkout of their order's fixed price — only once they
 * signed its engagement letter (its version waits for the lawyer's countersignature: for a SERVICE item the
 * payment comes BEFORE the countersignature, which takes the order). The payment row is written with the order
 * locked (one open payment per order: asked again, the open checkout is answered); the checkout opens after
 * the commit. The order moves only by the provider's webhook (`paid`).
 */
export async function payServiceOrder(
  userId: string,
  orderId: string,
): Promise<{ _id: string; status: 'PAYMENT_PENDING'; checkout_url: string }> {
  const order = await findPartyOrderOrThrow(userId, orderId);
  assertParty(order, 'CUSTOMER');
  if (order.status !== 'AWAITING_PAYMENT') throw notNow();
  const db = await getDb();
  const [item] = await db
    .select({ title: t.workItems.title, lawyer: t.lawyerProfiles.displayName })
    .from(t.workItems)
    .innerJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, t.workItems.lawyerId))
    .where(eq(t.workItems.id, orderId));
  const provider = getPaymentProvider();
  const description = engagementDescription(item.title, item.lawyer);
  const opened = await db.transaction(async (tx) => {
    const locked = await findPartyOrderOrThrow(userId, orderId, tx, { forUpdate: true });
    if (locked.status !== 'AWAITING_PAYMENT') throw notNow();
    const [letter] = await tx
      .select({ status: t.engagementLetters.status })
      .from(t.engagementLetters)
      .where(and(eq(t.engagementLetters.workItemId, orderId), ne(t.engagementLetters.status, 'VOID')))
      .orderBy(desc(t.engagementLetters.version))
      .limit(1);
    if (letter?.status !== 'AWAITING_LAWYER') throw signFirst();
    const [pending] = await tx
      .select({ id: t.payments.id, checkoutUrl: t.payments.checkoutUrl })
      .from(t.payments)
      .where(and(eq(t.payments.workItemId, orderId), isNull(t.payments.additionalServiceId), eq(t.payments.status, 'PENDING')));
    if (pending) return { existing: pending.checkoutUrl };
    const row = await insertPayment(
      tx,
      {
        customerId: locked.customerId,
        lawyerId: locked.lawyerId,
        workItemId: orderId,
        provider: provider.name,
        amountCentavos: locked.priceCentavos,
        description,
      },
      'open',
      { role: 'CUSTOMER', id: userId },
    );
    return { id: row.id, amount: locked.priceCentavos };
  });
  if ('existing' in opened) {
    // A checkout being opened by another request this moment has no address yet: try again shortly.
    if (!opened.existing) throw new AppError('CONFLICT', 'serviceOrders.changedMeanwhile', { key: 'STALE' });
    return { _id: orderId, status: 'PAYMENT_PENDING', checkout_url: opened.existing };
  }
  const checkoutUrl = await openCheckout({
    provider,
    paymentId: opened.id,
    amountCentavos: opened.amount,
    lineItemName: description,
    description,
    metadata: { work_item_id: orderId },
    // The order stays AWAITING_PAYMENT: the client may pay again once the failed attempt is closed.
    revert: async () => {},
  });
  return { _id: orderId, status: 'PAYMENT_PENDING', checkout_url: checkoutUrl };
}
