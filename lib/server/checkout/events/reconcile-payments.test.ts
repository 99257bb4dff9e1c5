import { and, eq, like } from 'drizzle-orm';
import { POST as bookMeeting } from '@/app/api/v1/meeting/route';
import { POST as webhook } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { usePaymongoStandIn } from '@/lib/test/fixtures/paymongo-stand-in';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { expireStaleHolds } from '@/lib/server/meetings/expire-holds';
import { reconcilePayments } from './reconcile-payments';

const db = useTestDb();
const SECRET_KEY = 'sk_test_reconcile_jest';
const WEBHOOK_SECRET = 'whsk_reconcile_jest';
const standIn = usePaymongoStandIn(SECRET_KEY, WEBHOOK_SECRET);

const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** A client books a lawyer through the API; the checkout session is created at the stand-in. */
async function book() {
  const customer = await testCustomer(db().db);
  const lawyer = await testLawyer(db().db);
  const res = await bookMeeting(
    apiRequest('/api/v1/meeting', {
      method: 'POST',
      jar: customer.jar,
      body: { lawyer_id: lawyer.id, start_time: manilaSlot(3, 10), duration: 30, call_type: 'VIDEO', subject: 'Land title' },
    }),
    routeCtx(),
  );
  expect(res.ok).toBe(true);
  const { _id: meetingId } = (await res.json()) as { _id: string };
  const [payment] = await db().db.select().from(t.payments).where(eq(t.payments.meetingId, meetingId));
  expect(payment.providerSessionId).toMatch(/^cs_/);
  return { meetingId, paymentId: payment.id, sessionId: payment.providerSessionId!, customer, lawyer };
}
type Booking = Awaited<ReturnType<typeof book>>;

async function statusOf(b: Booking) {
  const [m] = await db().db.select({ status: t.meetings.status }).from(t.meetings).where(eq(t.meetings.id, b.meetingId));
  const [p] = await db()
    .db.select({ status: t.payments.status, method: t.payments.method })
    .from(t.payments)
    .where(eq(t.payments.id, b.paymentId));
  const holds = await db().db.select().from(t.timeHolds).where(eq(t.timeHolds.meetingId, b.meetingId));
  return { meeting: m.status, payment: p.status, method: p.method, holds: holds.length };
}

/** What a confirmation leaves behind: e-mails to each party and the lawyer's notification. */
async function sideEffects(b: Booking) {
  const mails = await db()
    .db.select({ to: t.outboundEmails.toAddress })
    .from(t.outboundEmails)
    .where(like(t.outboundEmails.dedupeKey, `confirmation:${b.meetingId}:%`));
  const notes = await db()
    .db.select()
    .from(t.notifications)
    .where(and(eq(t.notifications.userId, b.lawyer.id), eq(t.notifications.title, 'New meeting booked')));
  return { mails: mails.map((m) => m.to).sort(), notifications: notes.length };
}

function lateWebhook(b: Booking) {
  const { body, signature } = standIn.current.webhookFor(b.sessionId, WEBHOOK_SECRET);
  return webhook(
    new Request('http://localhost/api/v1/payments/webhooks/paymongo', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'paymongo-signature': signature },
    }),
    routeCtx({ provider: 'paymongo' }),
  );
}

describe('reconciliation of payments whose webhook never came (PayMongo stand-in)', () => {
  it('the scheduler tick confirms a paid checkout exactly once; another run and the late webhook change nothing', async () => {
    const b = await book();
    standIn.current.pay(b.sessionId); // ... and PayMongo's webhook is lost.

    await reconcilePayments({ now: minutesLater(4) });
    expect(standIn.current.lookupsOf(b.sessionId)).toBe(0);
    expect(await statusOf(b)).toMatchObject({ meeting: 'PAYMENT_PENDING', payment: 'PENDING' });

    expect((await runSchedulerTick({ now: minutesLater(6) })).payments).toBeGreaterThanOrEqual(1);
    expect(standIn.current.lookupsOf(b.sessionId)).toBe(1);
    expect(await statusOf(b)).toEqual({ meeting: 'CONFIRMED', payment: 'PAID', method: 'gcash', holds: 1 });
    const confirmed = await sideEffects(b);
    expect(confirmed).toEqual({ mails: [b.customer.email, b.lawyer.email].sort(), notifications: 1 });

    await runSchedulerTick({ now: minutesLater(12) });
    expect(standIn.current.lookupsOf(b.sessionId)).toBe(1);
    const res = await lateWebhook(b);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'already_final' });
    expect(await statusOf(b)).toEqual({ meeting: 'CONFIRMED', payment: 'PAID', method: 'gcash', holds: 1 });
    expect(await sideEffects(b)).toEqual(confirmed);
  });

  it('two instances at once ask about each checkout once and confirm each payment once', async () => {
    const [a, c] = [await book(), await book()];
    standIn.current.pay(a.sessionId, 'card');
    standIn.current.pay(c.sessionId, 'paymaya');
    const runs = await Promise.all([reconcilePayments({ now: minutesLater(6) }), reconcilePayments({ now: minutesLater(6) })]);
    expect(runs.reduce((n, r) => n + (r.outcomes.confirmed ?? 0), 0)).toBe(2);
    await Promise.all([deliverOutbox(), deliverOutbox()]);
    for (const b of [a, c]) {
      expect(standIn.current.lookupsOf(b.sessionId)).toBe(1);
      expect(await statusOf(b)).toMatchObject({ meeting: 'CONFIRMED', payment: 'PAID' });
      expect((await sideEffects(b)).mails).toHaveLength(2);
    }
  });

  it('a checkout PayMongo reports expired releases the hold as hold expiry does; an open one is asked again after N minutes', async () => {
    const expired = await book();
    const open = await book();
    standIn.current.expire(expired.sessionId);
    await reconcilePayments({ now: minutesLater(6) });
    expect(await statusOf(expired)).toEqual({ meeting: 'EXPIRED', payment: 'EXPIRED', method: null, holds: 0 });
    expect(await statusOf(open)).toEqual({ meeting: 'PAYMENT_PENDING', payment: 'PENDING', method: null, holds: 1 });
    expect((await sideEffects(expired)).mails).toEqual([]);

    await reconcilePayments({ now: minutesLater(8) });
    expect(standIn.current.lookupsOf(open.sessionId)).toBe(1);
    await reconcilePayments({ now: minutesLater(12) });
    expect(standIn.current.lookupsOf(open.sessionId)).toBe(2);
    expect(standIn.current.lookupsOf(expired.sessionId)).toBe(1);
  });

  it('money that arrives as the hold expires, its webhook lost, is flagged for refund by one last look', async () => {
    const b = await book();
    await reconcilePayments({ now: minutesLater(6) });
    standIn.current.pay(b.sessionId);
    expect(await expireStaleHolds(db().db, { now: minutesLater(16) })).toContain(b.meetingId);
    await reconcilePayments({ now: minutesLater(16) });
    expect(await statusOf(b)).toMatchObject({ meeting: 'EXPIRED', payment: 'REFUND_REQUIRED', holds: 0 });
    await reconcilePayments({ now: minutesLater(40) });
    expect(standIn.current.lookupsOf(b.sessionId)).toBe(2);
  });

  it('a provider that cannot be reached changes nothing, and is asked again next round', async () => {
    const b = await book();
    standIn.current.pay(b.sessionId);
    setTestEnv({ PAYMONGO_API_URL: 'http://127.0.0.1:9' });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await reconcilePayments({ now: minutesLater(6) })).outcomes.error).toBeGreaterThanOrEqual(1);
    } finally {
      error.mockRestore();
      setTestEnv({ PAYMONGO_API_URL: standIn.current.url });
    }
    expect(await statusOf(b)).toMatchObject({ meeting: 'PAYMENT_PENDING', payment: 'PENDING' });
    await reconcilePayments({ now: minutesLater(12) });
    expect(await statusOf(b)).toMatchObject({ meeting: 'CONFIRMED', payment: 'PAID' });
  });
});
