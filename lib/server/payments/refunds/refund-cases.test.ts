import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PUT as cancelRoute } from '@/app/api/v1/meeting/[id]/cancel/route';
import { POST as refundDecisionRoute } from '@/app/api/v1/admin/payments/[id]/refunds/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertAttendance, insertMeeting } from '@/lib/test/fixtures/meetings';
import { interceptSandboxWebhooks, refundsOf } from '@/lib/test/fixtures/payments';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { expireStaleHolds } from '@/lib/server/meetings/expire-holds';
import { applyPaymentEvent } from '@/lib/server/checkout/events/apply-payment-event';
import { createPayoutBatch } from '@/lib/server/payments/payouts/create-payout-batch';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';

// Each refund the cancellation and refund policy grants is made exactly once, through the provider
// (here the built-in sandbox), and nothing is refunded where the policy keeps the fee.
const db = useTestDb();
let restore: () => void;
let admin: TestUser;

beforeAll(async () => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_refund_cases_jest' });
  restore = interceptSandboxWebhooks().restore;
  admin = await testAdmin(db().db);
});
afterAll(() => {
  restore();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
});

const MINUTE = 60_000;

/** A paid 30-minute consultation starting `minutesFromNow` (negative: in the past), its payment taken by the sandbox. */
async function paidMeeting(minutesFromNow: number) {
  const lawyer = await testLawyer(db().db);
  const customer = await testCustomer(db().db);
  const start = new Date(Date.now() + minutesFromNow * MINUTE);
  const meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start });
  const [payment] = await db()
    .db.insert(t.payments)
    .values({
      customerId: customer.id,
      lawyerId: lawyer.id,
      meetingId,
      provider: 'SANDBOX',
      providerPaymentId: `pay_sbx_${randomBytes(6).toString('hex')}`,
      amountCentavos: 100_000,
      feeCentavos: 0,
      description: '30-minute video consultation',
      status: 'PAID',
      paidAt: new Date(start.getTime() - 3 * 86_400_000),
      method: 'gcash',
    })
    .returning();
  return { lawyer, customer, meetingId, start, paymentId: payment.id };
}
type Paid = Awaited<ReturnType<typeof paidMeeting>>;

/** A party cancels; what follows the commit (the refund sent to the provider) runs from the outbox. */
async function cancel(m: Paid, who: TestUser) {
  const res = await cancelRoute(
    apiRequest(`/api/v1/meeting/${m.meetingId}/cancel`, { method: 'PUT', jar: who.jar, body: {} }),
    routeCtx({ id: m.meetingId }),
  );
  await deliverOutbox();
  return res;
}
const decide = (paymentId: string) =>
  refundDecisionRoute(
    apiRequest(`/api/v1/admin/payments/${paymentId}/refunds`, {
      method: 'POST',
      jar: admin.jar,
      body: { reason: 'Goodwill after a complaint.' },
    }),
    routeCtx({ id: paymentId }),
  );
const summary = async (paymentId: string) =>
  (await refundsOf(db().db, paymentId)).map((r) => ({ reason: r.reason, requestedBy: r.requestedBy, sent: Boolean(r.providerRefundId) }));

describe('one refund per refund the policy grants', () => {
  it('the client cancels 24 hours or more before: one refund, sent at once; cancelling again adds none', async () => {
    const m = await paidMeeting(3 * 24 * 60);
    expect((await cancel(m, m.customer)).status).toBe(200);
    expect((await cancel(m, m.customer)).status).toBe(400);
    expect(await summary(m.paymentId)).toEqual([{ reason: 'CLIENT_CANCELLED', requestedBy: m.customer.id, sent: true }]);
  });

  it('the client cancels later than that: the fee is kept, nothing is refunded', async () => {
    const m = await paidMeeting(120);
    expect(await (await cancel(m, m.customer)).json()).toMatchObject({ refund: 'NONE' });
    expect(await refundsOf(db().db, m.paymentId)).toEqual([]);
    expect((await db().db.select({ s: t.payments.status }).from(t.payments).where(eq(t.payments.id, m.paymentId)))[0].s).toBe('PAID');
  });

  it('the lawyer cancels, however late: one refund', async () => {
    const m = await paidMeeting(60);
    expect((await cancel(m, m.lawyer)).status).toBe(200);
    expect(await summary(m.paymentId)).toEqual([{ reason: 'LAWYER_CANCELLED', requestedBy: m.lawyer.id, sent: true }]);
  });

  it("the client claims the lawyer's no-show: one refund; the scheduler's settlement adds none", async () => {
    const m = await paidMeeting(-20);
    expect((await cancel(m, m.customer)).status).toBe(200);
    await runSchedulerTick({ now: new Date(Date.now() + 3 * 3_600_000) });
    expect(await summary(m.paymentId)).toEqual([{ reason: 'LAWYER_NO_SHOW', requestedBy: m.customer.id, sent: true }]);
  });

  it('the scheduler settles a lawyer no-show: one refund, sent in the same pass; an attended meeting none', async () => {
    const missed = await paidMeeting(-120);
    const held = await paidMeeting(-120);
    await insertAttendance(db().db, held.meetingId, held.lawyer.id, held.start);
    await runSchedulerTick();
    await runSchedulerTick();
    expect(await summary(missed.paymentId)).toEqual([{ reason: 'LAWYER_NO_SHOW', requestedBy: null, sent: true }]);
    expect(await refundsOf(db().db, held.paymentId)).toEqual([]);
  });

  it('money that arrives after the hold expired: one refund, however often the event comes', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const meetingId = await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: customer.id,
      start: new Date(Date.now() + 4 * 86_400_000),
      status: 'PAYMENT_PENDING',
      holdExpiresAt: new Date(Date.now() - MINUTE),
    });
    const [payment] = await db()
      .db.insert(t.payments)
      .values({
        customerId: customer.id,
        lawyerId: lawyer.id,
        meetingId,
        provider: 'SANDBOX',
        providerSessionId: `cs_late_${meetingId}`,
        amountCentavos: 100_000,
        description: 'x',
      })
      .returning();
    await expireStaleHolds(db().db);
    const event = {
      eventId: `evt_late_${meetingId}`,
      type: 'payment.paid',
      livemode: false,
      sessionId: `cs_late_${meetingId}`,
      reference: payment.id,
      paymentId: 'pay_sbx_late',
      amountCentavos: 100_000,
      currency: 'PHP',
      method: 'gcash',
      raw: {},
    };
    expect((await applyPaymentEvent('SANDBOX', event)).outcome).toBe('refund_required');
    expect((await applyPaymentEvent('SANDBOX', event)).outcome).toBe('duplicate');
    expect((await applyPaymentEvent('SANDBOX', { ...event, eventId: `evt_late_again_${meetingId}` })).outcome).toBe('already_final');
    await deliverOutbox();
    expect(await summary(payment.id)).toEqual([{ reason: 'LATE_PAYMENT', requestedBy: null, sent: true }]);
  });

  it('an engagement paid after it stopped waiting for the money: one refund', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const [item] = await db()
      .db.insert(t.workItems)
      .values({ lawyerId: lawyer.id, customerId: customer.id, title: 'Deed of sale', status: 'PROPOSAL', priceCentavos: 250_000 })
      .returning();
    const [payment] = await db()
      .db.insert(t.payments)
      .values({
        customerId: customer.id,
        lawyerId: lawyer.id,
        workItemId: item.id,
        provider: 'SANDBOX',
        providerSessionId: `cs_wi_${item.id}`,
        amountCentavos: 250_000,
        description: 'Deed of sale',
      })
      .returning();
    const result = await applyPaymentEvent('SANDBOX', {
      eventId: `evt_wi_${item.id}`,
      type: 'payment.paid',
      livemode: false,
      sessionId: `cs_wi_${item.id}`,
      reference: payment.id,
      paymentId: 'pay_sbx_wi',
      amountCentavos: 250_000,
      currency: 'PHP',
      method: 'gcash',
      raw: {},
    });
    expect(result.outcome).toBe('refund_required');
    await deliverOutbox();
    expect(await summary(payment.id)).toEqual([{ reason: 'LATE_PAYMENT', requestedBy: null, sent: true }]);
  });

  it("an admin's decision: one refund of a settled consultation; none of an upcoming one (cancel it instead) or of one a payout took", async () => {
    const settled = await paidMeeting(-3 * 24 * 60);
    await db()
      .db.update(t.meetings)
      .set({ status: 'COMPLETED', outcome: 'ATTENDED', settledAt: new Date() })
      .where(eq(t.meetings.id, settled.meetingId));
    expect((await decide(settled.paymentId)).status).toBe(201);
    expect((await decide(settled.paymentId)).status).toBe(409);
    // Sent to the provider after the commit, by the outbox (refund-outbox.test.ts: the answer does not wait for it).
    await deliverOutbox();
    expect(await summary(settled.paymentId)).toEqual([{ reason: 'ADMIN_DECISION', requestedBy: admin.id, sent: true }]);
    const [audit] = await db().db.select().from(t.auditLog).where(eq(t.auditLog.targetId, settled.paymentId));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'payment.refund_request', reason: 'Goodwill after a complaint.' });

    const upcoming = await paidMeeting(3 * 24 * 60);
    const refused = await decide(upcoming.paymentId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ key: 'MEETING_NOT_SETTLED' });

    const paidOut = await paidMeeting(-4 * 24 * 60);
    await db()
      .db.update(t.meetings)
      .set({ status: 'COMPLETED', outcome: 'ATTENDED', settledAt: new Date() })
      .where(eq(t.meetings.id, paidOut.meetingId));
    await db()
      .db.update(t.lawyerProfiles)
      .set({
        bankingInfo: { bank_name: 'BDO Unibank', provider_bank_id: 'BNORPHMM', account_name: 'Atty. Test', account_number: '001234567890' },
      })
      .where(eq(t.lawyerProfiles.userId, paidOut.lawyer.id));
    await createPayoutBatch(admin.id, { payment_ids: [paidOut.paymentId] });
    expect(await (await decide(paidOut.paymentId)).json()).toMatchObject({ status: 409, key: 'IN_PAYOUT' });
    expect(await refundsOf(db().db, upcoming.paymentId)).toEqual([]);
    expect(await refundsOf(db().db, paidOut.paymentId)).toEqual([]);
  });
});
