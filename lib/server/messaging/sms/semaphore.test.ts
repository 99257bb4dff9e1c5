import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { givePhone } from '@/lib/test/fixtures/phones';
import { SemaphoreStandIn } from '@/lib/test/fixtures/semaphore-stand-in';
import { insertCustomer } from '@/lib/test/fixtures/users';
import { MAX_DELIVERY_ATTEMPTS } from '@/lib/server/platform/delivery/retry-policy';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { deliverDueSms } from './deliver-sms';
import { recordSms } from './record-sms';
import { semaphoreSender } from './semaphore';
import { textUser } from '@/lib/server/messaging/notifications/text-user';

// The Semaphore adapter against a local stand-in that checks each request as Semaphore would and
// answers in its shapes, including its errors; and the outbox's retries through it.
const db = useTestDb();
let semaphore: SemaphoreStandIn;
let quiet: jest.SpyInstance;

beforeAll(async () => {
  semaphore = await SemaphoreStandIn.start('semaphore-test-key');
});
afterAll(() => semaphore.stop());
beforeEach(() => {
  semaphore.requests.length = 0;
  quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => quiet.mockRestore());

const sender = (apiKey = 'semaphore-test-key') => semaphoreSender({ apiKey, baseUrl: semaphore.url, senderName: 'ABOGADO' });
const row = async (id: string) => (await (await getDb()).select().from(t.smsMessages).where(eq(t.smsMessages.id, id)))[0];
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

describe('the Semaphore adapter', () => {
  it('posts apikey, number (63…), message and sendername to /messages, or /priority, and reads the message id', async () => {
    const sent = await sender().send({ to: '+639171234567', body: 'Abogado: Booked! Reply STOP to opt out', priority: false });
    expect(sent).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^\d+$/) });
    const urgent = await sender().send({ to: '+639181234567', body: 'Your Abogado code is 123456.', priority: true });
    expect(urgent.ok).toBe(true);
    expect(semaphore.requests).toEqual([
      {
        path: '/api/v4/messages',
        apikey: 'semaphore-test-key',
        number: '639171234567',
        message: 'Abogado: Booked! Reply STOP to opt out',
        sendername: 'ABOGADO',
      },
      {
        path: '/api/v4/priority',
        apikey: 'semaphore-test-key',
        number: '639181234567',
        message: 'Your Abogado code is 123456.',
        sendername: 'ABOGADO',
      },
    ]);
  });

  it.each([
    [
      'a wrong key (401 JSON error)',
      () => undefined,
      'wrong-key',
      /^Semaphore answered HTTP 401: \{"apikey":\["The selected apikey is invalid\."\]\}$/,
    ],
    ['an HTTP 500', () => semaphore.failNext('http500'), undefined, /^Semaphore answered HTTP 500/],
    ['a 403 JSON error', () => semaphore.failNext('forbidden'), undefined, /^Semaphore answered HTTP 403: .*not allowed/],
    ['a Failed status', () => semaphore.failNext('failedStatus'), undefined, /^Semaphore status Failed$/],
    ['a Refunded status', () => semaphore.failNext('refunded'), undefined, /^Semaphore status Refunded$/],
  ])('%s is a failed attempt whose error repeats neither the text nor the key', async (_name, arrange, key, error) => {
    arrange();
    const result = await sender(key).send({ to: '+639171234567', body: 'Your Abogado code is 654321.', priority: true });
    expect(result.ok).toBe(false);
    const message = (result as { error: string }).error;
    expect(message).toMatch(error);
    expect(message).not.toContain('654321');
    expect(message).not.toContain('wrong-key');
  });

  it('a 200 with field errors (a number it refuses) and an unreachable server are failed attempts too', async () => {
    const refused = await sender().send({ to: '+63917', body: 'x', priority: false });
    expect(refused).toEqual({ ok: false, error: 'Semaphore refused the message: {"number":["The number format is invalid."]}' });
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = semaphoreSender({ apiKey: 'k', baseUrl: `http://127.0.0.1:${port}/api/v4` });
    const result = await down.send({ to: '+639171234567', body: 'x', priority: false });
    expect(result.ok).toBe(false);
    expect((result as { error: string }).error).toMatch(/^Semaphore unreachable/);
  });

  it('reaches Philippine mobile numbers only', () => {
    expect(sender().reaches('+639171234567')).toBe(true);
    expect(sender().reaches('+447911123456')).toBe(false);
  });
});

describe('the SMS outbox through Semaphore', () => {
  it('sends a recorded text once, and a failing send is retried 1, 2, 4, 8 minutes later, then given up after 5', async () => {
    const userId = await insertCustomer(db().db);
    const phone = await givePhone(db().db, userId);
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS; i++) semaphore.failNext(i % 2 ? 'failedStatus' : 'http500');
    const text = await textUser({
      userId,
      kind: 'meeting_changed',
      body: 'Abogado: Ana cancelled your call. Reply STOP to opt out',
      dedupeKey: 'sms:retry-test',
    });
    expect(text).toMatchObject({ status: 'QUEUED', duplicate: false });
    // The send right after recording failed: one minute of backoff.
    let current = await row(text!.id);
    expect(current).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(current.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(current.nextAttemptAt!.getTime() - Date.now()).toBeLessThan(70_000);
    // Not due yet: nothing is sent.
    expect(await deliverDueSms({ now: new Date() })).toBe(0);
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      const backoff = 2 ** (attempt - 2); // minutes after the previous failure
      current = await row(text!.id);
      expect(Math.round((current.nextAttemptAt!.getTime() - Date.now()) / 60_000)).toBe(backoff);
      expect(await deliverDueSms({ now: minutesFromNow(backoff - 0.5) })).toBe(0);
      expect(await deliverDueSms({ now: minutesFromNow(backoff + 0.5) })).toBe(1);
    }
    expect(await row(text!.id)).toMatchObject({ status: 'FAILED', attempts: MAX_DELIVERY_ATTEMPTS, nextAttemptAt: null });
    expect(await deliverDueSms({ now: minutesFromNow(24 * 60) })).toBe(0);
    expect(semaphore.requests.filter((r) => r.number === phone.slice(1))).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    // The same key again is the same text: nothing new.
    expect(await textUser({ userId, kind: 'meeting_changed', body: 'again', dedupeKey: 'sms:retry-test' })).toMatchObject({
      id: text!.id,
      duplicate: true,
    });
  });

  it('a text refused once goes out at the next pass after its backoff, through the scheduler tick', async () => {
    const userId = await insertCustomer(db().db);
    const phone = await givePhone(db().db, userId);
    semaphore.failNext('http500');
    const text = await textUser({
      userId,
      kind: 'booking_confirmed',
      body: 'Abogado: Booked! Reply STOP to opt out',
      dedupeKey: 'sms:tick-test',
    });
    expect((await row(text!.id)).status).toBe('FAILED');
    expect((await runSchedulerTick({ now: minutesFromNow(2) })).texts).toBe(1);
    expect(await row(text!.id)).toMatchObject({
      status: 'SENT',
      attempts: 2,
      nextAttemptAt: null,
      error: null,
      providerMessageId: expect.any(String),
    });
    expect(semaphore.requests.filter((r) => r.number === phone.slice(1)).map((r) => r.path)).toEqual([
      '/api/v4/messages',
      '/api/v4/messages',
    ]);
  });

  it('a text a crash left QUEUED is sent once by concurrent passes', async () => {
    const userId = await insertCustomer(db().db);
    const phone = await givePhone(db().db, userId);
    const now = new Date();
    const recorded = await recordSms({
      userId,
      to: phone,
      kind: 'booking_confirmed',
      body: 'Abogado: Booked!',
      dedupeKey: 'sms:crash-test',
      now,
    });
    const tried = await Promise.all([deliverDueSms({ now }), deliverDueSms({ now }), deliverDueSms({ now })]);
    expect(tried.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await row(recorded.id)).status).toBe('SENT');
    expect(semaphore.requests.filter((r) => r.number === phone.slice(1))).toHaveLength(1);
  });

  it('without Semaphore the text stays in the outbox, QUEUED and never due', async () => {
    await semaphore.stop();
    try {
      const userId = await insertCustomer(db().db);
      await givePhone(db().db, userId);
      const text = await textUser({ userId, kind: 'booking_confirmed', body: 'Abogado: Booked!', dedupeKey: 'sms:outbox-test' });
      expect(await row(text!.id)).toMatchObject({ status: 'QUEUED', nextAttemptAt: null, attempts: 0 });
      expect(await deliverDueSms({ now: minutesFromNow(60) })).toBe(0);
    } finally {
      semaphore = await SemaphoreStandIn.start('semaphore-test-key');
    }
  });
});
