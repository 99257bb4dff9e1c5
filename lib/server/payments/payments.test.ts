import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { POST } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { signatureHeader, verifySignature } from './paymongo-signature';
import { processPaymentEvent } from '@/lib/server/checkout/events/process-payment-event';
import { expireStaleHolds } from '@/lib/server/meetings/expire-holds';
import { PaymongoProvider } from './paymongo-provider';
import { setTestEnv } from '@/lib/test/env';

const db = useTestDb();
const SECRET = 'whsk_test_recorded';
const RECORDED = fs.readFileSync(path.join(__dirname, 'fixtures', 'paymongo-checkout-session-paid.json'), 'utf8');

beforeAll(() => {
  setTestEnv({ PAYMONGO_SECRET_KEY: 'sk_test_abc' });
  setTestEnv({ PAYMONGO_WEBHOOK_SECRET: SECRET });
});
afterAll(() => {
  setTestEnv({ PAYMONGO_SECRET_KEY: undefined });
  setTestEnv({ PAYMONGO_WEBHOOK_SECRET: undefined });
});

let slot = 0;
/** A lawyer, a customer, a held meeting and its pending PayMongo payment. */
async function pendingBooking(options: { holdMinutes?: number } = {}) {
  const s = `${Date.now()}-${slot++}`;
  const [lawyer] = await db()
    .db.insert(t.users)
    .values({ email: `l${s}@example.com`, type: 'LAWYER', firstName: 'Ana', lastName: 'Reyes' })
    .returning();
  await db().db.insert(t.lawyerProfiles).values({ userId: lawyer.id, displayName: 'Ana Reyes', rollNumber: '1', ibpNumber: '2' });
  const [customer] = await db()
    .db.insert(t.users)
    .values({ email: `c${s}@example.com`, firstName: 'Juan', lastName: 'Cruz' })
    .returning();
  const start = new Date(Date.UTC(2027, 0, 4 + slot, 2));
  const [meeting] = await db()
    .db.insert(t.meetings)
    .values({
      lawyerId: lawyer.id,
      customerId: customer.id,
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60_000),
      durationMinutes: 30,
      status: 'PAYMENT_PENDING',
      holdExpiresAt: new Date(Date.now() + (options.holdMinutes ?? 15) * 60_000),
      subject: 'Annulment',
      priceCentavos: 150_000,
    })
    .returning();
  const [payment] = await db()
    .db.insert(t.payments)
    .values({
      customerId: customer.id,
      lawyerId: lawyer.id,
      meetingId: meeting.id,
      provider: 'PAYMONGO',
      providerSessionId: 'cs_q2K9WjTt8sXbN1oLvC4dE7Hf',
      amountCentavos: 150_000,
      description: '30-minute video consultation',
    })
    .returning();
  const body = RECORDED.replaceAll('__MEETING_ID__', meeting.id)
    .replaceAll('__PAYMENT_ID__', payment.id)
    .replace('evt_9N3nFxkQ1Zr6jBv4wQxY2mPa', `evt_${s}`);
  // The recorded session id is unique per payment in real life; keep the fixture's and make ours unique.
  const sessionId = `cs_${s}`;
  await db().db.update(t.payments).set({ providerSessionId: sessionId }).where(eq(t.payments.id, payment.id));
  return {
    meeting,
    payment,
    body: body.replaceAll('cs_q2K9WjTt8sXbN1oLvC4dE7Hf', sessionId),
    lawyerId: lawyer.id,
    customerId: customer.id,
    start,
  };
}

function webhook(body: string, header?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (header !== undefined) headers['paymongo-signature'] = header;
  return POST(new Request('http://localhost/api/v1/payments/webhooks/paymongo', { method: 'POST', body, headers }), {
    params: Promise.resolve({ provider: 'paymongo' }),
  });
}

async function statuses(b: { meeting: { id: string }; payment: { id: string } }) {
  const [m] = await db()
    .db.select({ status: t.meetings.status, reminderAt: t.meetings.reminderAt })
    .from(t.meetings)
    .where(eq(t.meetings.id, b.meeting.id));
  const [p] = await db()
    .db.select({ status: t.payments.status, method: t.payments.method })
    .from(t.payments)
    .where(eq(t.payments.id, b.payment.id));
  return { meeting: m.status, payment: p.status, reminderAt: m.reminderAt, method: p.method };
}

describe('Paymongo-Signature', () => {
  const body = '{"data":{"id":"evt_1"}}';
  it('accepts te in test mode and li in live mode only', () => {
    expect(verifySignature({ header: signatureHeader(SECRET, body, false), rawBody: body, secret: SECRET, livemode: false })).toBe(true);
    expect(verifySignature({ header: signatureHeader(SECRET, body, true), rawBody: body, secret: SECRET, livemode: true })).toBe(true);
    // A test-mode signature does not authorise a live-mode event, nor the other way round.
    expect(verifySignature({ header: signatureHeader(SECRET, body, false), rawBody: body, secret: SECRET, livemode: true })).toBe(false);
    expect(verifySignature({ header: signatureHeader(SECRET, body, true), rawBody: body, secret: SECRET, livemode: false })).toBe(false);
  });
  it('rejects a tampered body, a wrong secret and malformed headers', () => {
    const header = signatureHeader(SECRET, body, false);
    expect(verifySignature({ header, rawBody: body.replace('evt_1', 'evt_2'), secret: SECRET, livemode: false })).toBe(false);
    expect(verifySignature({ header: signatureHeader('other', body, false), rawBody: body, secret: SECRET, livemode: false })).toBe(false);
    for (const bad of ['', 't=abc,te=00', 'te=00', `t=1,te=zz`]) {
      expect(verifySignature({ header: bad, rawBody: body, secret: SECRET, livemode: false })).toBe(false);
    }
  });
});

describe('POST /api/v1/payments/webhooks/paymongo (recorded payload)', () => {
  it('confirms the meeting once and arms the 10-minute reminder', async () => {
    const b = await pendingBooking();
    const res = await webhook(b.body, signatureHeader(SECRET, b.body, false));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'confirmed' });
    const after = await statuses(b);
    expect(after).toMatchObject({ meeting: 'CONFIRMED', payment: 'PAID', method: 'gcash' });
    expect(after.reminderAt?.getTime()).toBe(b.start.getTime() - 10 * 60_000);
    const again = await webhook(b.body, signatureHeader(SECRET, b.body, false));
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
  });

  it.each([
    [
      'tampered body',
      (body: string) => ({ body: body.replace('"amount": 150000', '"amount": 100'), header: signatureHeader(SECRET, body, false) }),
    ],
    ['wrong secret', (body: string) => ({ body, header: signatureHeader('whsk_wrong', body, false) })],
    [
      'te in live mode',
      (body: string) => {
        const live = body.replace('"livemode": false', '"livemode": true');
        return { body: live, header: signatureHeader(SECRET, live, false) };
      },
    ],
    ['missing header', (body: string) => ({ body, header: undefined })],
  ])('%s → 4xx and no change', async (_name, mutate) => {
    const b = await pendingBooking();
    const { body, header } = mutate(b.body);
    const res = await webhook(body, header);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await statuses(b)).toMatchObject({ meeting: 'PAYMENT_PENDING', payment: 'PENDING' });
    const events = await db()
      .db.select()
      .from(t.webhookEvents)
      .where(eq(t.webhookEvents.providerEventId, JSON.parse(b.body).data.id));
    expect(events).toHaveLength(0);
  });

  it('applies the same event delivered 5 times concurrently exactly once', async () => {
    const b = await pendingBooking();
    const header = signatureHeader(SECRET, b.body, false);
    const results = await Promise.all(Array.from({ length: 5 }, () => webhook(b.body, header).then((r) => r.json())));
    expect(results.filter((r) => r.outcome === 'confirmed')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'duplicate')).toHaveLength(4);
    expect(await statuses(b)).toMatchObject({ meeting: 'CONFIRMED', payment: 'PAID' });
  });

  it('refuses an amount that does not match the payment', async () => {
    const b = await pendingBooking();
    const body = b.body.replaceAll('"amount": 150000', '"amount": 1000');
    const res = await webhook(body, signatureHeader(SECRET, body, false));
    expect(await res.json()).toMatchObject({ outcome: 'amount_mismatch' });
    expect(await statuses(b)).toMatchObject({ meeting: 'PAYMENT_PENDING', payment: 'PENDING' });
  });

  it('flags a payment that arrives after the hold expired for refund and never double-books', async () => {
    const b = await pendingBooking({ holdMinutes: -1 });
    expect(await expireStaleHolds(db().db, { lawyerId: b.lawyerId })).toEqual([b.meeting.id]);
    // Someone else takes the freed slot.
    await db()
      .db.insert(t.meetings)
      .values({
        lawyerId: b.lawyerId,
        customerId: b.customerId,
        startAt: b.start,
        endAt: new Date(b.start.getTime() + 30 * 60_000),
        durationMinutes: 30,
        status: 'CONFIRMED',
        subject: 'Other',
        priceCentavos: 150_000,
      });
    // The refund this grants must not reach the real PayMongo: a closed port answers instead.
    setTestEnv({ PAYMONGO_API_URL: 'http://127.0.0.1:9' });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let res: Response;
    try {
      res = await webhook(b.body, signatureHeader(SECRET, b.body, false));
      // The refund it grants is sent after the commit (the outbox).
      await deliverOutbox();
    } finally {
      error.mockRestore();
      setTestEnv({ PAYMONGO_API_URL: undefined });
    }
    expect(await res.json()).toMatchObject({ outcome: 'refund_required' });
    expect(await statuses(b)).toMatchObject({ meeting: 'EXPIRED', payment: 'REFUND_REQUIRED' });
    // Its refund is recorded; PayMongo could not be reached, so it waits to be sent again.
    const [refund] = await db().db.select().from(t.refunds).where(eq(t.refunds.paymentId, b.payment.id));
    expect(refund).toMatchObject({
      reason: 'LATE_PAYMENT',
      status: 'pending',
      providerRefundId: null,
      sendAttempts: 1,
      nextSendAt: expect.any(Date),
    });
  });

  it('a failed payment releases the held slot', async () => {
    const b = await pendingBooking();
    const event = JSON.parse(b.body);
    event.data.attributes.type = 'payment.failed';
    const result = await processPaymentEvent('PAYMONGO', {
      eventId: `${event.data.id}-f`,
      type: 'payment.failed',
      livemode: false,
      sessionId: event.data.attributes.data.id,
      reference: b.payment.id,
      paymentId: 'pay_x',
      amountCentavos: 150_000,
      currency: 'PHP',
      method: 'card',
      raw: event,
    });
    expect(result.outcome).toBe('failed');
    expect(await statuses(b)).toMatchObject({ meeting: 'PAYMENT_FAILED', payment: 'FAILED' });
  });
});

describe('PaymongoProvider.createCheckout', () => {
  it('creates a checkout session with centavo line items and the enabled methods', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(
        JSON.stringify({ data: { id: 'cs_123', attributes: { checkout_url: 'https://checkout.paymongo.com/cs_123' } } }),
        { status: 200 },
      );
    }) as unknown as typeof fetch;
    const provider = new PaymongoProvider('sk_test_abc', SECRET, fakeFetch);
    const session = await provider.createCheckout({
      reference: 'pay-1',
      amountCentavos: 150_000,
      lineItemName: '30-min video consultation – Atty. Ana Reyes',
      description: 'Consultation',
      successUrl: 'http://localhost/checkout?meeting=1',
      cancelUrl: 'http://localhost/checkout?meeting=1',
      metadata: { meeting_id: '1' },
      expiresAt: new Date(),
    });
    expect(session).toEqual({ sessionId: 'cs_123', checkoutUrl: 'https://checkout.paymongo.com/cs_123' });
    expect(calls[0].url).toBe('https://api.paymongo.com/v1/checkout_sessions');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${Buffer.from('sk_test_abc:').toString('base64')}`);
    expect(headers['Idempotency-Key']).toBeTruthy();
    const sent = JSON.parse(String(calls[0].init.body)).data.attributes;
    expect(sent.line_items).toEqual([
      { name: '30-min video consultation – Atty. Ana Reyes', amount: 150_000, currency: 'PHP', quantity: 1 },
    ]);
    expect(sent.payment_method_types).toEqual(expect.arrayContaining(['card', 'gcash', 'paymaya', 'qrph']));
    expect(sent.reference_number).toBe('pay-1');
  });

  it('maps a provider failure to the spec 422', async () => {
    const provider = new PaymongoProvider(
      'sk_test_abc',
      SECRET,
      (async () => new Response('{}', { status: 500 })) as unknown as typeof fetch,
    );
    await expect(
      provider.createCheckout({
        reference: 'x',
        amountCentavos: 1,
        lineItemName: 'x',
        description: 'x',
        successUrl: 'x',
        cancelUrl: 'x',
        metadata: {},
        expiresAt: new Date(),
      }),
    ).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'This payment method is currently unavailable. Please try a different one.',
    });
  });
});
