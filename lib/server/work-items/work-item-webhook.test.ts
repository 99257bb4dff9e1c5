import { and, eq, like, sql } from 'drizzle-orm';
import { POST as webhook } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { signedLetter, useLetterStorage } from '@/lib/test/fixtures/letters';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { setTestEnv } from '@/lib/test/env';
import { routeCtx } from '@/lib/test/fixtures/http';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { TERMS, bookedClient, workItemsAs } from '@/lib/test/fixtures/work-items';
import { signatureHeader } from '@/lib/server/payments/paymongo-signature';
import { buildSandboxEvent } from '@/lib/server/payments/sandbox-events';
import { reconcilePayments } from '@/lib/server/checkout/events/reconcile-payments';

// A work item's payment settles only through the provider's signed webhook, exactly once, however
// often and however concurrently the provider delivers it (PostgreSQL runs these truly in parallel).

const SECRET = 'whsk_work_item_webhook';
const db = useTestDb();
useLetterStorage();
let lawyer: TestUser;
let client: TestUser;

beforeAll(async () => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: SECRET });
  lawyer = await testLawyer(db().db);
  client = await testCustomer(db().db);
  await bookedClient(db().db, lawyer.id, client.id);
});
afterAll(() => setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined }));

/** A proposal the client accepted: the work item PAYMENT_PENDING and its pending sandbox payment. */
async function accepted() {
  const { _id } = await (await workItemsAs(lawyer).create({ ...TERMS, customer_id: client.id, status: 'PROPOSAL' })).json();
  await signedLetter(db().db, lawyer, client, _id);
  const res = await workItemsAs(client).accept(_id);
  expect(res.status).toBe(200);
  const [payment] = await db().db.select().from(t.payments).where(eq(t.payments.workItemId, _id));
  return { id: _id as string, payment };
}

function signedEvent(payment: typeof t.payments.$inferSelect, outcome: 'paid' | 'failed' = 'paid', amount = payment.amountCentavos) {
  const body = JSON.stringify(
    buildSandboxEvent({
      outcome,
      sessionId: payment.providerSessionId!,
      reference: payment.id,
      amountCentavos: amount,
      method: 'gcash',
      metadata: { work_item_id: payment.workItemId! },
    }),
  );
  return { body, header: signatureHeader(SECRET, body, false) };
}

const deliver = async ({ body, header }: { body: string; header: string }) => {
  const res = await webhook(
    new Request('http://localhost:3000/api/v1/payments/webhooks/sandbox', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'paymongo-signature': header },
    }),
    routeCtx({ provider: 'sandbox' }),
  );
  expect(res.status).toBe(200);
  // What follows the payment's commit (the receipt, the lawyer's notice): the outbox.
  await deliverOutbox();
  return (await res.json()).outcome as string;
};

async function state(id: string, paymentId: string) {
  const [item] = await db()
    .db.select({ status: t.workItems.status, paidAt: t.workItems.paidAt })
    .from(t.workItems)
    .where(eq(t.workItems.id, id));
  const [payment] = await db().db.select({ status: t.payments.status }).from(t.payments).where(eq(t.payments.id, paymentId));
  const [{ paidEvents }] = await db()
    .db.select({ paidEvents: sql<number>`count(*)::int` })
    .from(t.workItemEvents)
    .where(and(eq(t.workItemEvents.workItemId, id), eq(t.workItemEvents.kind, 'paid')));
  const mails = await db()
    .db.select()
    .from(t.outboundEmails)
    .where(like(t.outboundEmails.dedupeKey, `work-item-paid:${paymentId}:%`));
  const notes = await db()
    .db.select()
    .from(t.notifications)
    .where(like(t.notifications.dedupeKey, `work-item-paid:${paymentId}:%`));
  return { item: item.status, payment: payment.status, paidEvents, mails: mails.length, notifications: notes.length };
}

describe('work-item payment webhooks', () => {
  it('the same signed webhook delivered 5 times concurrently moves the item to PAID once, with one e-mail and one notification', async () => {
    const { id, payment } = await accepted();
    const event = signedEvent(payment);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(outcomes.sort()).toEqual(['confirmed', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await state(id, payment.id)).toEqual({ item: 'PAID', payment: 'PAID', paidEvents: 1, mails: 1, notifications: 1 });
    expect(await deliver(event)).toBe('duplicate');
    expect(await state(id, payment.id)).toEqual({ item: 'PAID', payment: 'PAID', paidEvents: 1, mails: 1, notifications: 1 });
  });

  it('an additional service: 5 concurrent deliveries pay it once', async () => {
    const { id, payment } = await accepted();
    await deliver(signedEvent(payment));
    const service = await (await workItemsAs(lawyer).addService(id, { title: 'Appeal brief', price: 1_200_000 })).json();
    expect((await workItemsAs(client).purchase(id, service._id)).status).toBe(200);
    const [servicePayment] = await db().db.select().from(t.payments).where(eq(t.payments.additionalServiceId, service._id));
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => deliver(signedEvent(servicePayment))));
    expect(outcomes.filter((o) => o === 'confirmed')).toHaveLength(1);
    const [row] = await db().db.select().from(t.workItemAdditionalServices).where(eq(t.workItemAdditionalServices.id, service._id));
    expect(row.status).toBe('PAID');
    expect(
      await db()
        .db.select()
        .from(t.notifications)
        .where(like(t.notifications.dedupeKey, `work-item-paid:${servicePayment.id}:%`)),
    ).toHaveLength(1);
  });

  it('a failed payment puts the proposal back; a wrong amount changes nothing', async () => {
    const { id, payment } = await accepted();
    expect(await deliver(signedEvent(payment, 'paid', 100))).toBe('amount_mismatch');
    expect((await state(id, payment.id)).item).toBe('PAYMENT_PENDING');
    expect(await deliver(signedEvent(payment, 'failed'))).toBe('failed');
    expect(await state(id, payment.id)).toMatchObject({ item: 'PROPOSAL', payment: 'FAILED', mails: 0, notifications: 0 });
  });

  it('money for an attempt the client gave up is flagged for refund and pays nothing twice', async () => {
    const { id, payment } = await accepted();
    await workItemsAs(client).update(id, { status: 'PROPOSAL' });
    expect(await deliver(signedEvent(payment))).toBe('refund_required');
    expect(await state(id, payment.id)).toMatchObject({ item: 'PROPOSAL', payment: 'REFUND_REQUIRED', paidEvents: 0 });
  });

  it('a checkout that expires unpaid (found by the reconciliation job) puts the item back to PROPOSAL', async () => {
    const { id, payment } = await accepted();
    await db()
      .db.update(t.sandboxCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.sandboxCheckoutSessions.id, payment.providerSessionId!));
    const later = new Date(Date.now() + 10 * 60_000);
    await reconcilePayments({ now: later });
    expect((await state(id, payment.id)).item).toBe('PROPOSAL');
    expect((await state(id, payment.id)).payment).toBe('EXPIRED');
  });
});
