import { and, eq, like, sql } from 'drizzle-orm';
import { PUT as cancelRoute } from '@/app/api/v1/meeting/[id]/cancel/route';
import { GET as meetingRoute } from '@/app/api/v1/meeting/[id]/route';
import { PUT as markRefundedRoute } from '@/app/api/v1/admin/payments/[id]/refund/route';
import { POST as refundDecisionRoute } from '@/app/api/v1/admin/payments/[id]/refunds/route';
import { POST as webhook } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { tables as t } from '@/lib/db';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import { useTestDb } from '@/lib/test/db';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { paidSandboxMeeting, refundsOf, interceptSandboxWebhooks } from '@/lib/test/fixtures/payments';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { writeCancellation } from '@/lib/server/meetings/write-cancellation';
import { buildRefundEvent, settleSandboxRefund, settleSandboxRefunds } from '@/lib/server/payments/sandbox-refunds';
import { signatureHeader } from '@/lib/server/payments/paymongo-signature';
import { sandboxWebhookSecret } from '@/lib/server/payments/sandbox-events';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { reconcileRefunds } from './reconcile-refunds';

// Refunds through the built-in sandbox provider, end to end: a paid booking cancelled in time is
// refunded through the sandbox at once; the sandbox settles it a little later and says so by its
// signed webhook — or, when that webhook is lost, the reconciliation job learns it by asking.
const db = useTestDb();
let hooks: ReturnType<typeof interceptSandboxWebhooks>;
let day = 0;

beforeAll(() => {
  setTestEnv({
    SANDBOX_WEBHOOK_SECRET: 'whsk_sandbox_refunds_jest',
    PAYMENT_RECONCILE_AFTER_MINUTES: '5',
    SANDBOX_REFUND_SETTLE_SECONDS: '30',
  });
  hooks = interceptSandboxWebhooks();
});
afterAll(() => {
  hooks.restore();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined, PAYMENT_RECONCILE_AFTER_MINUTES: undefined, SANDBOX_REFUND_SETTLE_SECONDS: undefined });
});
afterEach(() => {
  hooks.deliver = true;
});

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** A paid consultation days ahead (a free cancellation), each on its own day. */
async function paid() {
  const customer = await testCustomer(db().db);
  const lawyer = await testLawyer(db().db);
  const booked = await paidSandboxMeeting(db().db, customer, lawyer, manilaSlot(3 + (day++ % 8), 10));
  expect(booked.payment).toMatchObject({ status: 'PAID', providerPaymentId: expect.stringMatching(/^pay_sbx_/) });
  return { ...booked, customer, lawyer };
}
type Paid = Awaited<ReturnType<typeof paid>>;

/** A party cancels; what follows the commit (the notices, the refund sent to the provider) runs from the outbox. */
async function cancel(b: Paid, who: TestUser = b.customer) {
  const res = await cancelRoute(
    apiRequest(`/api/v1/meeting/${b.meetingId}/cancel`, { method: 'PUT', jar: who.jar, body: { reason: 'Settled out of court' } }),
    routeCtx({ id: b.meetingId }),
  );
  await deliverOutbox();
  return res;
}
const paymentStatus = async (b: Paid) =>
  (await db().db.select({ s: t.payments.status }).from(t.payments).where(eq(t.payments.id, b.paymentId)))[0].s;
const sandboxBooks = (paymentId: string) => db().db.select().from(t.sandboxRefunds).where(eq(t.sandboxRefunds.paymentId, paymentId));
// The client is told after the commit that ended the refund (its event, by the outbox): each read runs
// the outbox's pass first.
const refundMails = async (email: string) => {
  await deliverOutbox();
  return db()
    .db.select({ subject: t.outboundEmails.subject, text: t.outboundEmails.textBody })
    .from(t.outboundEmails)
    .where(and(eq(t.outboundEmails.toAddress, email), like(t.outboundEmails.subject, 'Your refund%')));
};
const notes = async (userId: string) => {
  await deliverOutbox();
  return db()
    .db.select({ title: t.notifications.title })
    .from(t.notifications)
    .where(and(eq(t.notifications.userId, userId), like(t.notifications.title, 'Refund%')));
};
async function meetingRefund(b: Paid) {
  const res = await meetingRoute(apiRequest(`/api/v1/meeting/${b.meetingId}`, { jar: b.customer.jar }), routeCtx({ id: b.meetingId }));
  return ((await res.json()) as MeetingDetailDto).refund;
}

describe('a refund through the sandbox provider', () => {
  it("goes to the sandbox when the client cancels; pending, then succeeded by the sandbox's signed webhook; the client told once", async () => {
    const b = await paid();
    expect(await (await cancel(b)).json()).toMatchObject({ status: 'CANCELLED', refund: 'FULL' });

    const [refund] = await refundsOf(db().db, b.paymentId);
    expect(refund).toMatchObject({
      status: 'pending',
      reason: 'CLIENT_CANCELLED',
      requestedBy: b.customer.id,
      amountCentavos: 100_000,
      idempotencyKey: `refund-${refund.id}`,
    });
    expect(refund.providerRefundId).toMatch(/^ref_sbx_/);
    expect(await sandboxBooks(b.payment.providerPaymentId!)).toEqual([
      expect.objectContaining({ id: refund.providerRefundId, status: 'pending', idempotencyKey: refund.idempotencyKey }),
    ]);
    expect(await paymentStatus(b)).toBe('REFUND_REQUIRED');
    expect(await meetingRefund(b)).toMatchObject({ status: 'pending', amount: 100_000, settled_at: null, reference: null });

    // Not before its time: the sandbox keeps it pending for SANDBOX_REFUND_SETTLE_SECONDS.
    expect(await settleSandboxRefunds({ now: later(5) })).toBe(0);
    expect(await settleSandboxRefunds({ now: later(31) })).toBe(1);
    expect(hooks.delivered.at(-1)).toBe('http://localhost:3000/api/v1/payments/webhooks/sandbox');
    await deliverOutbox();
    expect((await refundsOf(db().db, b.paymentId))[0]).toMatchObject({
      status: 'succeeded',
      settledAt: expect.any(Date),
      notifiedAt: expect.any(Date),
    });
    expect(await paymentStatus(b)).toBe('REFUNDED');
    expect(await meetingRefund(b)).toMatchObject({ status: 'succeeded', reference: refund.providerRefundId });
    const [mail] = await refundMails(b.customer.email);
    expect(mail.subject).toBe('Your refund of ₱1,000 was sent');
    expect(mail.text).toContain(refund.providerRefundId!);
    expect(await notes(b.customer.id)).toEqual([{ title: 'Refund sent' }]);

    // The same event again, and a later pass: nothing more.
    const [books] = await sandboxBooks(b.payment.providerPaymentId!);
    const again = JSON.stringify(buildRefundEvent(books));
    const res = await webhook(
      new Request('http://localhost:3000/api/v1/payments/webhooks/sandbox', {
        method: 'POST',
        body: again,
        headers: { 'paymongo-signature': signatureHeader(sandboxWebhookSecret(), again, false) },
      }),
      routeCtx({ provider: 'sandbox' }),
    );
    expect(await res.json()).toEqual({ received: true, outcome: 'already_final' });
    await runSchedulerTick({ now: later(600) });
    expect(await refundMails(b.customer.email)).toHaveLength(1);
  });

  it('a refund event with a bad signature is refused and changes nothing', async () => {
    const b = await paid();
    await cancel(b);
    const [refund] = await refundsOf(db().db, b.paymentId);
    await db().db.execute(sql`UPDATE sandbox_refunds SET status = 'succeeded' WHERE id = ${refund.providerRefundId}`);
    const [books] = await sandboxBooks(b.payment.providerPaymentId!);
    const body = JSON.stringify(buildRefundEvent(books));
    const res = await webhook(
      new Request('http://localhost:3000/api/v1/payments/webhooks/sandbox', {
        method: 'POST',
        body,
        headers: { 'paymongo-signature': signatureHeader('whsk_someone_else', body, false) },
      }),
      routeCtx({ provider: 'sandbox' }),
    );
    expect(res.status).toBe(401);
    expect((await refundsOf(db().db, b.paymentId))[0].status).toBe('pending');
  });

  it('when the webhook is lost, the reconciliation job asks the sandbox and finishes it once', async () => {
    const b = await paid();
    await cancel(b);
    hooks.deliver = false;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await settleSandboxRefunds({ now: later(31) })).toBe(1);
    warn.mockRestore();
    expect((await refundsOf(db().db, b.paymentId))[0].status).toBe('pending');

    // Not asked before PAYMENT_RECONCILE_AFTER_MINUTES have passed since it was sent.
    expect((await reconcileRefunds({ now: later(60) })).checked).toBe(0);
    expect((await reconcileRefunds({ now: later(6 * 60) })).outcomes.succeeded).toBeGreaterThanOrEqual(1);
    expect(await paymentStatus(b)).toBe('REFUNDED');
    expect(await meetingRefund(b)).toMatchObject({ status: 'succeeded' });
    expect(await refundMails(b.customer.email)).toHaveLength(1);
    expect((await reconcileRefunds({ now: later(20 * 60) })).checked).toBe(0);
  });

  it('a refund written in a transaction whose process died before sending it is sent by the next scheduler pass, once', async () => {
    const b = await paid();
    // cancel-meeting's transaction commits; the process dies before its after-commit send.
    await db().db.transaction((tx) =>
      writeCancellation(tx, {
        meetingId: b.meetingId,
        fromStatus: 'CONFIRMED',
        reason: 'Cancelled by the lawyer',
        refund: 'FULL',
        ground: 'LAWYER_CANCELLED',
        event: 'cancel',
        actor: { role: 'LAWYER', id: b.lawyer.id },
      }),
    );
    const [unsent] = await refundsOf(db().db, b.paymentId);
    expect(unsent).toMatchObject({ status: 'pending', providerRefundId: null, reason: 'LAWYER_CANCELLED', sendAttempts: 0 });
    expect(await sandboxBooks(b.payment.providerPaymentId!)).toEqual([]);

    expect((await runSchedulerTick()).refunds).toBeGreaterThanOrEqual(1);
    const [sent] = await refundsOf(db().db, b.paymentId);
    expect(sent).toMatchObject({ id: unsent.id, status: 'pending', providerRefundId: expect.stringMatching(/^ref_sbx_/), sendAttempts: 1 });
    await runSchedulerTick();
    expect(await sandboxBooks(b.payment.providerPaymentId!)).toHaveLength(1);
    await runSchedulerTick({ now: later(31) });
    expect(await refundsOf(db().db, b.paymentId)).toEqual([expect.objectContaining({ id: unsent.id, status: 'succeeded' })]);
  });

  it('a refund the sandbox fails: the client is told what happens next; only then may an admin mark it sent by hand', async () => {
    const admin = await testAdmin(db().db);
    const b = await paid();
    await cancel(b, b.lawyer);
    const [refund] = await refundsOf(db().db, b.paymentId);
    const mark = (reference: string) =>
      markRefundedRoute(
        apiRequest(`/api/v1/admin/payments/${b.paymentId}/refund`, { method: 'PUT', jar: admin.jar, body: { reference } }),
        routeCtx({ id: b.paymentId }),
      );
    // Still with the provider: not the team's to mark.
    expect((await mark('GCASH-1')).status).toBe(409);

    expect(await settleSandboxRefund(refund.providerRefundId!, 'failed')).toBe(true);
    expect((await refundsOf(db().db, b.paymentId))[0]).toMatchObject({ status: 'failed', failureReason: expect.any(String) });
    expect(await paymentStatus(b)).toBe('REFUND_REQUIRED');
    expect(await meetingRefund(b)).toMatchObject({ status: 'failed' });
    const [mail] = await refundMails(b.customer.email);
    expect(mail.subject).toBe('Your refund of ₱1,000 is delayed');
    expect(mail.text).toContain('within 5 business days');
    expect(await notes(b.customer.id)).toEqual([{ title: 'Refund delayed' }]);

    const done = await mark('GCASH-RF-2026-0042');
    expect(done.status).toBe(200);
    expect(await paymentStatus(b)).toBe('REFUNDED');
    expect(await refundsOf(db().db, b.paymentId)).toEqual([
      expect.objectContaining({ status: 'failed' }),
      expect.objectContaining({
        status: 'succeeded',
        method: 'manual',
        reference: 'GCASH-RF-2026-0042',
        requestedBy: admin.id,
        reason: 'LAWYER_CANCELLED',
      }),
    ]);
    expect((await refundMails(b.customer.email)).map((m) => m.subject)).toEqual([
      'Your refund of ₱1,000 is delayed',
      'Your refund of ₱1,000 was sent',
    ]);
    expect(await meetingRefund(b)).toMatchObject({ status: 'succeeded', reference: 'GCASH-RF-2026-0042' });
    expect((await mark('again')).status).toBe(409);
  });

  it('after a failure an admin may try the provider again: a new refund under a new key', async () => {
    const admin = await testAdmin(db().db);
    const b = await paid();
    await cancel(b);
    const [first] = await refundsOf(db().db, b.paymentId);
    await settleSandboxRefund(first.providerRefundId!, 'failed');
    const res = await refundDecisionRoute(
      apiRequest(`/api/v1/admin/payments/${b.paymentId}/refunds`, {
        method: 'POST',
        jar: admin.jar,
        body: { reason: 'The client opened a new GCash account.' },
      }),
      routeCtx({ id: b.paymentId }),
    );
    expect(res.status).toBe(201);
    // Sent to the provider after the commit (the refund's `retry` event, by the outbox).
    await deliverOutbox();
    const [, second] = await refundsOf(db().db, b.paymentId);
    expect(second).toMatchObject({
      status: 'pending',
      reason: 'ADMIN_DECISION',
      requestedBy: admin.id,
      providerRefundId: expect.stringMatching(/^ref_sbx_/),
    });
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    await settleSandboxRefunds({ now: later(31) });
    expect(await paymentStatus(b)).toBe('REFUNDED');
  });
});
