import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import { additionalServiceDescription } from '@/lib/server/payments/payment-description';
import { findPartyWorkItemOrThrow } from './find-party-work-item';
import { recordWorkItemEvent } from './record-work-item-event';
import { openCheckout } from '@/lib/server/payments/open-checkout';
import { insertPayment } from '@/lib/server/payments/transition';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { insertAdditionalService, moveAdditionalServices } from './transition';
import { assertMayDo } from './work-item-rules';

const notChangeable = () => new AppError('CONFLICT', 'workItems.notAllowed', { key: 'INVALID_TRANSITION' });

/**
 * POST work-items/{id}/additional-services: the lawyer offers more work on a PAID engagement at its
 * own price. The item row is locked so an offer cannot slip in beside the client's confirmation. The
 * client hears of it after the commit (the service's `offer` event, handled by the outbox).
 */
export async function addAdditionalService(
  userId: string,
  workItemId: string,
  input: { title: string; description?: string; price: number },
): Promise<{ _id: string }> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayDo('offer-service', item.role, item.status, item.kind);
  const db = await getDb();
  const id = await transactionWithEvents(db, async (tx) => {
    const locked = await findPartyWorkItemOrThrow(userId, workItemId, tx, { forUpdate: true });
    if (locked.status !== 'PAID') throw notChangeable();
    const row = await insertAdditionalService(
      tx,
      { workItemId, title: input.title, description: input.description ?? null, priceCentavos: input.price },
      { role: 'LAWYER', id: userId },
    );
    await recordWorkItemEvent(tx, {
      workItemId,
      kind: 'service-offered',
      actorId: userId,
      actorRole: 'LAWYER',
      revision: locked.revision,
      note: input.title,
    });
    return row.id;
  });
  return { _id: id };
}

/**
 * PUT work-items/{id}/additional-services/purchase: the client buys an offered service (PROPOSED →
 * PAYMENT_PENDING by compare-and-swap, with its payment row); paid the same way as the engagement,
 * settled by the provider's webhook. Buying one twice is refused.
 */
export async function purchaseAdditionalService(
  userId: string,
  workItemId: string,
  serviceId: string,
): Promise<{ _id: string; status: 'PAYMENT_PENDING'; checkout_url: string }> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayDo('buy-service', item.role, item.status, item.kind);
  const notFound = new AppError('NOT_FOUND', 'workItems.serviceNotFound', { key: 'SERVICE_NOT_FOUND' });
  if (!isUuid(serviceId)) throw notFound;
  const db = await getDb();
  const [service] = await db
    .select()
    .from(t.workItemAdditionalServices)
    .where(and(eq(t.workItemAdditionalServices.id, serviceId), eq(t.workItemAdditionalServices.workItemId, workItemId)));
  if (!service) throw notFound;
  if (service.status !== 'PROPOSED') throw new AppError('CONFLICT', 'workItems.serviceNotForSale', { key: 'SERVICE_NOT_FOR_SALE' });
  const [lawyer] = await db
    .select({ name: t.lawyerProfiles.displayName })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, item.lawyerId));
  const provider = getPaymentProvider();
  const description = additionalServiceDescription(service.title, lawyer?.name ?? '');
  const paymentId = await db.transaction(async (tx) => {
    const moved = await moveAdditionalServices(tx, 'buy', { role: 'CUSTOMER', id: userId }, eq(t.workItemAdditionalServices.id, serviceId));
    if (!moved.length) throw new AppError('CONFLICT', 'workItems.serviceNotForSale', { key: 'SERVICE_NOT_FOR_SALE' });
    const row = await insertPayment(
      tx,
      {
        customerId: item.customerId,
        lawyerId: item.lawyerId,
        workItemId,
        additionalServiceId: serviceId,
        provider: provider.name,
        amountCentavos: service.priceCentavos,
        description,
      },
      'open',
      { role: 'CUSTOMER', id: userId },
    );
    return row.id;
  });
  const checkoutUrl = await openCheckout({
    provider,
    paymentId,
    amountCentavos: service.priceCentavos,
    lineItemName: description,
    description,
    metadata: { work_item_id: workItemId, additional_service_id: serviceId },
    revert: async () => {
      await db.transaction((tx) =>
        moveAdditionalServices(tx, 'payment-failed', { role: 'PAYMENT', id: null }, eq(t.workItemAdditionalServices.id, serviceId)),
      );
    },
  });
  return { _id: serviceId, status: 'PAYMENT_PENDING', checkout_url: checkoutUrl };
}
