import { eq, like } from 'drizzle-orm';
import { POST as bookMeeting } from '@/app/api/v1/meeting/route';
import { POST as sandboxAction } from '@/app/api/v1/payments/sandbox/[sessionId]/route';
import { POST as webhook } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { reconcilePayments } from '@/lib/server/checkout/events/reconcile-payments';
import { SandboxProvider } from './sandbox-provider';

const db = useTestDb();
let fetchSpy: jest.SpyInstance;
/** Whether the sandbox's webhook reaches our endpoint (the test drops it on purpose). */
let deliver = true;

beforeAll(() => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_sandbox_reconcile_jest', PAYMENT_RECONCILE_AFTER_MINUTES: '5' });
  // The sandbox posts its webhook to our own origin over HTTP; here the "server" is the route handler itself.
  fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    if (!deliver) throw new TypeError('fetch failed');
    const url = String(input);
    return webhook(new Request(url, init as RequestInit), routeCtx({ provider: url.split('/').pop()! }));
  });
});
afterAll(() => {
  fetchSpy.mockRestore();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined, PAYMENT_RECONCILE_AFTER_MINUTES: undefined });
});

const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function book(customer: TestUser) {
  const lawyer = await testLawyer(db().db);
  const res = await bookMeeting(
    apiRequest('/api/v1/meeting', {
      method: 'POST',
      jar: customer.jar,
      body: { lawyer_id: lawyer.id, start_time: manilaSlot(3, 10), duration: 30, call_type: 'VIDEO', subject: 'Visa' },
    }),
    routeCtx(),
  );
  const { _id: meetingId, checkout_url } = (await res.json()) as { _id: string; checkout_url: string };
  return { meetingId, sessionId: checkout_url.split('/').pop()! };
}

async function press(customer: TestUser, sessionId: string, action: 'pay' | 'fail') {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const res = await sandboxAction(
      apiRequest(`/api/v1/payments/sandbox/${sessionId}`, { method: 'POST', jar: customer.jar, body: { action, method: 'gcash' } }),
      routeCtx({ sessionId }),
    );
    return { status: res.status, body: await res.json() };
  } finally {
    warn.mockRestore();
  }
}

async function statusOf(meetingId: string) {
  const [m] = await db().db.select({ status: t.meetings.status }).from(t.meetings).where(eq(t.meetings.id, meetingId));
  const [p] = await db().db.select({ status: t.payments.status }).from(t.payments).where(eq(t.payments.meetingId, meetingId));
  return { meeting: m.status, payment: p.status };
}

const confirmationMails = async (meetingId: string) =>
  (
    await db()
      .db.select()
      .from(t.outboundEmails)
      .where(like(t.outboundEmails.dedupeKey, `confirmation:${meetingId}:%`))
  ).length;

describe('reconciliation against the built-in sandbox provider (its own books)', () => {
  afterEach(() => {
    deliver = true;
  });

  it('a Pay whose webhook was lost still sends the client back, and the job confirms it once', async () => {
    const customer = await testCustomer(db().db);
    const b = await book(customer);
    const provider = new SandboxProvider();
    expect(await provider.retrieveCheckout(b.sessionId)).toEqual({ state: 'open' });
    deliver = false;
    expect(await press(customer, b.sessionId, 'pay')).toEqual({ status: 200, body: { redirect_url: `/checkout?meeting=${b.meetingId}` } });
    expect(await statusOf(b.meetingId)).toEqual({ meeting: 'PAYMENT_PENDING', payment: 'PENDING' });
    expect(await provider.retrieveCheckout(b.sessionId)).toMatchObject({
      state: 'paid',
      amountCentavos: 100_000,
      currency: 'PHP',
      method: 'gcash',
    });

    expect((await reconcilePayments({ now: minutesLater(6) })).outcomes).toMatchObject({ confirmed: 1 });
    expect(await statusOf(b.meetingId)).toEqual({ meeting: 'CONFIRMED', payment: 'PAID' });
    await deliverOutbox();
    expect(await confirmationMails(b.meetingId)).toBe(2);
    await reconcilePayments({ now: minutesLater(12) });
    await deliverOutbox();
    expect(await confirmationMails(b.meetingId)).toBe(2);
  });

  it('pressing Pay again after a lost webhook resends the same event, applied once', async () => {
    const customer = await testCustomer(db().db);
    const b = await book(customer);
    deliver = false;
    await press(customer, b.sessionId, 'pay');
    deliver = true;
    expect((await press(customer, b.sessionId, 'pay')).status).toBe(200);
    expect(await statusOf(b.meetingId)).toEqual({ meeting: 'CONFIRMED', payment: 'PAID' });
    // The event the sandbox booked the first time, delivered now: one record, one application.
    const [books] = await db()
      .db.select({ event: t.sandboxCheckoutSessions.event })
      .from(t.sandboxCheckoutSessions)
      .where(eq(t.sandboxCheckoutSessions.id, b.sessionId));
    const events = await db().db.select().from(t.webhookEvents).where(eq(t.webhookEvents.provider, 'SANDBOX'));
    expect(events.filter((e) => JSON.stringify(e.payload).includes(b.sessionId)).map((e) => e.providerEventId)).toEqual([
      (books.event as { data: { id: string } }).data.id,
    ]);
    await deliverOutbox();
    expect(await confirmationMails(b.meetingId)).toBe(2);
  });

  it('a lost Fail releases the slot through the job; a checkout left open past its hold is expired by it', async () => {
    const customer = await testCustomer(db().db);
    const failed = await book(customer);
    const abandoned = await book(customer);
    deliver = false;
    await press(customer, failed.sessionId, 'fail');
    const result = await reconcilePayments({ now: minutesLater(6) });
    expect(result.outcomes).toMatchObject({ failed: 1, open: 1 });
    expect(await statusOf(failed.meetingId)).toEqual({ meeting: 'PAYMENT_FAILED', payment: 'FAILED' });
    expect(await statusOf(abandoned.meetingId)).toEqual({ meeting: 'PAYMENT_PENDING', payment: 'PENDING' });
    // The sandbox closes a checkout when its hold ends: let that time pass on its books.
    await db()
      .db.update(t.sandboxCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.sandboxCheckoutSessions.id, abandoned.sessionId));
    expect(await new SandboxProvider().retrieveCheckout(abandoned.sessionId)).toEqual({ state: 'expired' });
    expect((await reconcilePayments({ now: minutesLater(12) })).outcomes).toMatchObject({ expired: 1 });
    expect(await statusOf(abandoned.meetingId)).toEqual({ meeting: 'EXPIRED', payment: 'EXPIRED' });
  });
});
