import { eq } from 'drizzle-orm';
import { POST as book } from '@/app/api/v1/meeting/route';
import { POST as sandboxAction } from '@/app/api/v1/payments/sandbox/[sessionId]/route';
import { POST as webhook } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { getCheckout } from './get-checkout';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

const db = useTestDb();
let fetchSpy: jest.SpyInstance;
const delivered: string[] = [];

beforeAll(() => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_sandbox_checkout_jest' });
  // The sandbox posts its webhook to our own origin over HTTP; here the "server" is the route handler itself.
  fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    delivered.push(url);
    return webhook(new Request(url, init as RequestInit), routeCtx({ provider: url.split('/').pop()! }));
  });
});
afterAll(() => {
  fetchSpy.mockRestore();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
});

async function booked(customer: TestUser) {
  const lawyer = await testLawyer(db().db);
  const res = await book(
    apiRequest('/api/v1/meeting', {
      method: 'POST',
      jar: customer.jar,
      body: { lawyer_id: lawyer.id, start_time: manilaSlot(3, 10), duration: 60, call_type: 'PHONE', subject: 'Visa' },
    }),
    routeCtx(),
  );
  const { _id, checkout_url } = await res.json();
  return { meetingId: _id as string, sessionId: String(checkout_url).split('/').pop()!, lawyer };
}
const act = (u: TestUser, sessionId: string, body: unknown) =>
  sandboxAction(apiRequest(`/api/v1/payments/sandbox/${sessionId}`, { method: 'POST', jar: u.jar, body }), routeCtx({ sessionId }));

describe('sandbox hosted checkout', () => {
  it('Pay sends a signed webhook through the real endpoint; /checkout then reads "paid" from the database', async () => {
    const customer = await testCustomer(db().db);
    const { meetingId, sessionId } = await booked(customer);
    expect((await getCheckout(customer.id, { meetingId })).state).toBe('pending');
    const res = await act(customer, sessionId, { action: 'pay', method: 'paymaya' });
    expect(await res.json()).toEqual({ redirect_url: `/checkout?meeting=${meetingId}` });
    expect(delivered.at(-1)).toBe('http://localhost:3000/api/v1/payments/webhooks/sandbox');
    const checkout = await getCheckout(customer.id, { meetingId });
    expect(checkout).toMatchObject({ state: 'paid', method: 'paymaya', amount: 180_000, call_type: 'PHONE' });
    const again = await act(customer, sessionId, { action: 'pay', method: 'gcash' });
    expect(again.status).toBe(409);
  });

  it('Fail frees the slot; Cancel changes nothing and returns to the checkout page', async () => {
    const customer = await testCustomer(db().db);
    const a = await booked(customer);
    expect((await act(customer, a.sessionId, { action: 'cancel' })).status).toBe(200);
    expect((await getCheckout(customer.id, { meetingId: a.meetingId })).state).toBe('pending');
    expect((await act(customer, a.sessionId, { action: 'fail', method: 'card' })).status).toBe(200);
    expect((await getCheckout(customer.id, { meetingId: a.meetingId })).state).toBe('failed');
    const [m] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, a.meetingId));
    expect(m.status).toBe('PAYMENT_FAILED');
  });

  it('only the paying customer may use the checkout; an expired hold cannot be paid', async () => {
    const customer = await testCustomer(db().db);
    const { meetingId, sessionId, lawyer } = await booked(customer);
    expect((await act(await testCustomer(db().db), sessionId, { action: 'pay', method: 'gcash' })).status).toBe(404);
    expect((await act(lawyer, sessionId, { action: 'pay', method: 'gcash' })).status).toBe(403);
    await expect(getCheckout((await testCustomer(db().db)).id, { meetingId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await db()
      .db.update(t.meetings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.meetings.id, meetingId));
    expect((await getCheckout(customer.id, { meetingId })).state).toBe('expired');
    const late = await act(customer, sessionId, { action: 'pay', method: 'gcash' });
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe('This checkout session has expired.');
  });
});
