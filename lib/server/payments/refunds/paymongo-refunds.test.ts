import { eq } from 'drizzle-orm';
import { POST as bookMeeting } from '@/app/api/v1/meeting/route';
import { PUT as cancelRoute } from '@/app/api/v1/meeting/[id]/cancel/route';
import { POST as webhook } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { refundsOf } from '@/lib/test/fixtures/payments';
import { usePaymongoStandIn } from '@/lib/test/fixtures/paymongo-stand-in';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { reconcileRefunds } from './reconcile-refunds';
import { sendRefunds } from './send-refunds';

// The PayMongo adapter's refunds against a local stand-in of PayMongo's API: the request it makes
// (POST /v1/refunds, Basic auth with the secret key, one Idempotency-Key per refund, the body PayMongo
// documents), the signed refund webhooks it takes, the lookups of reconciliation, and retries that
// never refund twice.
const db = useTestDb();
const SECRET_KEY = 'sk_test_refunds_jest';
const WEBHOOK_SECRET = 'whsk_refunds_jest';
const standIn = usePaymongoStandIn(SECRET_KEY, WEBHOOK_SECRET);
let day = 0;

const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

function deliver(signed: { body: string; signature: string }) {
  return webhook(
    new Request('http://localhost/api/v1/payments/webhooks/paymongo', {
      method: 'POST',
      body: signed.body,
      headers: { 'content-type': 'application/json', 'paymongo-signature': signed.signature },
    }),
    routeCtx({ provider: 'paymongo' }),
  );
}

/** Booked and paid at PayMongo (its webhook applied): a consultation days ahead. */
async function paid() {
  const customer = await testCustomer(db().db);
  const lawyer = await testLawyer(db().db);
  const res = await bookMeeting(
    apiRequest('/api/v1/meeting', {
      method: 'POST',
      jar: customer.jar,
      body: { lawyer_id: lawyer.id, start_time: manilaSlot(3 + (day++ % 8), 10), duration: 30, call_type: 'VIDEO', subject: 'Lease' },
    }),
    routeCtx(),
  );
  const { _id: meetingId } = (await res.json()) as { _id: string };
  const [pending] = await db().db.select().from(t.payments).where(eq(t.payments.meetingId, meetingId));
  standIn.current.pay(pending.providerSessionId!);
  expect(await (await deliver(standIn.current.webhookFor(pending.providerSessionId!, WEBHOOK_SECRET))).json()).toMatchObject({
    outcome: 'confirmed',
  });
  const [payment] = await db().db.select().from(t.payments).where(eq(t.payments.id, pending.id));
  expect(payment.providerPaymentId).toMatch(/^pay_/);
  return { meetingId, payment, customer, lawyer };
}
type Paid = Awaited<ReturnType<typeof paid>>;

/** The client cancels; what follows the commit (the refund sent to PayMongo) runs from the outbox. */
async function cancel(b: Paid) {
  const res = await cancelRoute(
    apiRequest(`/api/v1/meeting/${b.meetingId}/cancel`, { method: 'PUT', jar: b.customer.jar, body: {} }),
    routeCtx({ id: b.meetingId }),
  );
  await deliverOutbox();
  return res;
}
const paymentStatus = async (b: Paid) =>
  (await db().db.select({ s: t.payments.status }).from(t.payments).where(eq(t.payments.id, b.payment.id)))[0].s;

describe('refunds through PayMongo (local stand-in)', () => {
  it('a cancellation sends POST /v1/refunds with Basic auth, its own Idempotency-Key and the documented body; the signed payment.refunded webhook finishes it', async () => {
    const b = await paid();
    const before = standIn.current.refundRequests.length;
    await cancel(b);
    const [refund] = await refundsOf(db().db, b.payment.id);
    expect(standIn.current.refundRequests.slice(before)).toEqual([
      {
        authorization: `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`,
        idempotencyKey: `refund-${refund.id}`,
        body: {
          data: {
            attributes: {
              amount: 100_000,
              payment_id: b.payment.providerPaymentId,
              reason: 'requested_by_customer',
              notes: expect.stringContaining(refund.id),
              metadata: { refund_id: refund.id },
            },
          },
        },
      },
    ]);
    const [made] = standIn.current.refundsOf(b.payment.providerPaymentId!);
    expect(refund).toMatchObject({ status: 'pending', providerRefundId: made.id, sentAt: expect.any(Date) });

    standIn.current.settleRefund(made.id, 'succeeded');
    const res = await deliver(standIn.current.refundWebhookFor(made.id, WEBHOOK_SECRET));
    expect(await res.json()).toEqual({ received: true, outcome: 'succeeded' });
    expect((await refundsOf(db().db, b.payment.id))[0]).toMatchObject({ status: 'succeeded' });
    expect(await paymentStatus(b)).toBe('REFUNDED');

    // A forged refund event is refused.
    const forged = standIn.current.refundWebhookFor(made.id, 'whsk_not_ours');
    expect((await deliver(forged)).status).toBe(401);
  });

  it('a failed refund arrives as payment.refund.updated: failed, the payment still owed back', async () => {
    const b = await paid();
    await cancel(b);
    const [made] = standIn.current.refundsOf(b.payment.providerPaymentId!);
    standIn.current.settleRefund(made.id, 'failed');
    expect(await (await deliver(standIn.current.refundWebhookFor(made.id, WEBHOOK_SECRET))).json()).toEqual({
      received: true,
      outcome: 'failed',
    });
    expect((await refundsOf(db().db, b.payment.id))[0]).toMatchObject({ status: 'failed' });
    expect(await paymentStatus(b)).toBe('REFUND_REQUIRED');
  });

  it('a lost answer is sent again under the same key: PayMongo answers with the refund it made, and there is one refund', async () => {
    const b = await paid();
    standIn.current.loseNextRefundResponse();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await cancel(b);
    } finally {
      error.mockRestore();
    }
    const [waiting] = await refundsOf(db().db, b.payment.id);
    expect(waiting).toMatchObject({ status: 'pending', providerRefundId: null, sendAttempts: 1 });
    expect(standIn.current.refundsOf(b.payment.providerPaymentId!)).toHaveLength(1);

    // Not before its back-off; then the scheduler sends it again, once, with the same key.
    await runSchedulerTick({ now: minutesLater(0.5) });
    expect((await refundsOf(db().db, b.payment.id))[0].providerRefundId).toBeNull();
    await Promise.all([sendRefunds({ now: minutesLater(2) }), sendRefunds({ now: minutesLater(2) })]);
    const [sent] = await refundsOf(db().db, b.payment.id);
    const made = standIn.current.refundsOf(b.payment.providerPaymentId!);
    expect(made).toHaveLength(1);
    expect(sent).toMatchObject({ providerRefundId: made[0].id, sendAttempts: 2 });
    const keys = standIn.current.refundRequests.filter((r) => JSON.stringify(r.body).includes(waiting.id)).map((r) => r.idempotencyKey);
    expect(keys).toEqual([waiting.idempotencyKey, waiting.idempotencyKey]);
  });

  it('without a webhook, the reconciliation job looks the refund up (GET /v1/refunds/{id}) and finishes it', async () => {
    const b = await paid();
    await cancel(b);
    const [made] = standIn.current.refundsOf(b.payment.providerPaymentId!);
    await reconcileRefunds({ now: minutesLater(6) });
    expect(standIn.current.lookupsOf(made.id)).toBe(1);
    expect((await refundsOf(db().db, b.payment.id))[0].status).toBe('pending');
    standIn.current.settleRefund(made.id, 'succeeded');
    await runSchedulerTick({ now: minutesLater(12) });
    expect(standIn.current.lookupsOf(made.id)).toBe(2);
    expect((await refundsOf(db().db, b.payment.id))[0].status).toBe('succeeded');
    expect(await paymentStatus(b)).toBe('REFUNDED');
    // The late webhook finds it final.
    expect(await (await deliver(standIn.current.refundWebhookFor(made.id, WEBHOOK_SECRET))).json()).toEqual({
      received: true,
      outcome: 'already_final',
    });
  });

  it('a refund PayMongo refuses for good (more than is left of the payment) fails at once, for the team', async () => {
    const b = await paid();
    // The payment was already refunded elsewhere (e.g. from PayMongo's dashboard).
    const other = await fetch(`${standIn.current.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`,
        'Idempotency-Key': 'dashboard-1',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ data: { attributes: { amount: 100_000, payment_id: b.payment.providerPaymentId, reason: 'others' } } }),
    });
    expect(other.status).toBe(200);
    await cancel(b);
    expect((await refundsOf(db().db, b.payment.id))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'The refund amount exceeds what is left of the payment.',
    });
  });
});
