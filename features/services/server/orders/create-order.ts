import 'server-only';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { SERVICE_CATALOGUE } from '@/features/services/reference/legal-services';
import { AppError } from '@/lib/server/platform/http/errors';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { insertWorkItem } from '@/lib/server/work-items/transition';
import { recordWorkItemEvent } from '@/lib/server/work-items/record-work-item-event';
import type { ServiceOrderInput } from '@/features/services/validation/service-orders';
import { insertOrderLetter, makeOrderLetterPdf, orderParties, orderTermsWords } from './order-letter';
import { orderFeeLines, serviceWords } from './order-words';
import { insertServiceOrder } from './transition';

/** The most orders one client may hold unpaid at once (each makes a letter PDF and ties up a lawyer's offer). */
export const MAX_UNPAID_ORDERS = 3;

const tooManyOpen = () =>
  new AppError('TOO_MANY_REQUESTS', 'serviceOrders.tooManyOpen', { key: 'TOO_MANY_OPEN_ORDERS', params: { max: MAX_UNPAID_ORDERS } });

/** Counted with the client's orders locked (an advisory lock per client), so two requests at once cannot pass together. */
async function assertUnpaidBudget(db: Parameters<typeof insertWorkItem>[0], customerId: string): Promise<void> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(t.serviceOrders)
    .where(and(eq(t.serviceOrders.customerId, customerId), inArray(t.serviceOrders.status, ['AWAITING_PAYMENT'])));
  if (Number(n) >= MAX_UNPAID_ORDERS) throw tooManyOpen();
}

/**
 * POST service-orders: a client orders one catalogue service from a listed lawyer's offer. In ONE transaction:
 * the work item of kind SERVICE (the catalogue's name, scope and deliverable in the client's language; the
 * offer's price as its one fee line; PAYMENT_PENDING — no proposal round), its order (terms copied from the
 * offer and the catalogue, the intake, the §35 acceptance) and version 1 of its engagement letter, generated
 * from the catalogue entry and waiting for the client's signature. The lawyer is told after the commit. When the
 * client chose to have the lawyer send the letter (issue 72), the offer's sending price is a second fee line, in
 * the total, and the scope says the lawyer sends it.
 */
export async function createServiceOrder(
  customerId: string,
  input: ServiceOrderInput,
  now = new Date(),
): Promise<{ work_item_id: string }> {
  if (input.lawyer_id === customerId) throw new AppError('CONFLICT', 'serviceOrders.ownOrder', { key: 'OWN_ORDER' });
  const db = await getDb();
  const notOffered = () => new AppError('NOT_FOUND', 'serviceOrders.notOffered', { key: 'SERVICE_NOT_OFFERED' });
  const [offer] = await db
    .select({
      price: t.lawyerServiceOffers.pricePesos,
      days: t.lawyerServiceOffers.turnaroundDays,
      send: t.lawyerServiceOffers.sendPricePesos,
    })
    .from(t.lawyerServiceOffers)
    .innerJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, t.lawyerServiceOffers.lawyerId))
    .where(
      and(
        eq(t.lawyerServiceOffers.lawyerId, input.lawyer_id),
        eq(t.lawyerServiceOffers.serviceType, input.service_type),
        listedLawyerSql('lawyer_profiles'),
      ),
    );
  if (!offer) throw notOffered();
  const spec = SERVICE_CATALOGUE[input.service_type];
  // Issue 72: the lawyer sends the letter only at the sending price they set with the offer.
  const sentByLawyer = input.sent_by_lawyer === true;
  if (sentByLawyer && (!spec.sending || offer.send === null))
    throw new AppError('CONFLICT', 'serviceOrders.sendingNotOffered', { key: 'SENDING_NOT_OFFERED' });
  await assertUnpaidBudget(db, customerId);
  const { lawyer, client } = await orderParties(db, input.lawyer_id, customerId);
  if (!lawyer?.rollNumber.trim() || !client) throw notOffered();
  const sendPriceCentavos = sentByLawyer && offer.send !== null ? offer.send * 100 : null;
  const priceCentavos = offer.price * 100 + (sendPriceCentavos ?? 0);
  const letter = await makeOrderLetterPdf(
    {
      serviceType: input.service_type,
      priceCentavos,
      sendPriceCentavos,
      turnaroundDays: offer.days,
      revisions: spec.revisions,
      lawyer,
      client,
    },
    now,
  );
  const words = serviceWords(input.service_type, client.language, sentByLawyer);
  const actor = { role: 'CUSTOMER' as const, id: customerId };
  try {
    return await transactionWithEvents(db, async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`service-orders:${customerId}`}))`);
      await assertUnpaidBudget(tx, customerId);
      const item = await insertWorkItem(
        tx,
        {
          kind: 'SERVICE',
          lawyerId: input.lawyer_id,
          customerId,
          title: words.name,
          description: words.scope,
          deliverables: words.deliverable,
          ...orderTermsWords(client.language, offer.days),
          feeBreakdown: orderFeeLines(input.service_type, client.language, priceCentavos, sendPriceCentavos),
          priceCentavos,
          // The letter's revision: the order's terms are sent once, fixed (no proposal round).
          revision: 1,
          proposedAt: now,
        },
        actor,
        'order',
      );
      await insertServiceOrder(
        tx,
        {
          id: item.id,
          lawyerId: input.lawyer_id,
          customerId,
          serviceType: input.service_type,
          priceCentavos,
          turnaroundDays: offer.days,
          revisionsIncluded: spec.revisions,
          otherPartyName: input.other_party_name ?? null,
          sentByLawyer,
          sendPriceCentavos,
          intake: input.intake as Record<string, unknown>,
          limitedServiceAcceptedAt: now,
        },
        actor,
      );
      await insertOrderLetter(tx, item.id, input.lawyer_id, letter);
      await recordWorkItemEvent(tx, {
        workItemId: item.id,
        kind: 'letter-prepared',
        actorId: null,
        actorRole: 'SYSTEM',
        revision: 1,
        note: '1',
      });
      return { work_item_id: item.id };
    });
  } catch (error) {
    await getStorage()
      .delete(letter.blob.key)
      .catch(() => {});
    throw error;
  }
}
