import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { givePhone } from '@/lib/test/fixtures/phones';
import { SemaphoreStandIn } from '@/lib/test/fixtures/semaphore-stand-in';
import { TWILIO_TEST_SID, TWILIO_TEST_TOKEN, TwilioStandIn } from '@/lib/test/fixtures/twilio-stand-in';
import { insertCustomer } from '@/lib/test/fixtures/users';
import { textUser } from '@/lib/server/messaging/notifications/text-user';
import { deliverDueSms } from './deliver-sms';
import { smsSender, textsReachAbroad } from './sms-port';
import { twilioSender } from './twilio';

// Texts to numbers abroad (issue 63): the Twilio adapter against a local stand-in that checks each
// request as Twilio's Messages API would and answers in its shapes, and the port's choice of adapter
// by the number's country.
const db = useTestDb();
let twilio: TwilioStandIn;
let semaphore: SemaphoreStandIn;
let quiet: jest.SpyInstance;

beforeAll(async () => {
  twilio = await TwilioStandIn.start();
  semaphore = await SemaphoreStandIn.start('semaphore-test-key');
});
afterAll(async () => {
  await twilio.stop();
  await semaphore.stop();
});
beforeEach(() => {
  twilio.requests.length = 0;
  semaphore.requests.length = 0;
  quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => quiet.mockRestore());

const DUBAI = '+971501234567';
const sender = (from = 'Abogado', authToken = TWILIO_TEST_TOKEN) =>
  twilioSender({ accountSid: TWILIO_TEST_SID, authToken, from, baseUrl: twilio.url });
const row = async (id: string) => (await (await getDb()).select().from(t.smsMessages).where(eq(t.smsMessages.id, id)))[0];

describe('the Twilio adapter', () => {
  it('posts To, Body and From to the account’s Messages.json with Basic auth, and reads the message sid', async () => {
    const sent = await sender().send({ to: DUBAI, body: 'Your Abogado code is 123456.', priority: true });
    expect(sent).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    expect(twilio.requests).toEqual([
      {
        path: `/2010-04-01/Accounts/${TWILIO_TEST_SID}/Messages.json`,
        user: TWILIO_TEST_SID,
        password: TWILIO_TEST_TOKEN,
        to: DUBAI,
        body: 'Your Abogado code is 123456.',
        from: 'Abogado',
        messagingServiceSid: undefined,
      },
    ]);
  });

  it('sends through a Messaging Service when the sender is its SID (MG…)', async () => {
    const service = `MG${'b2'.repeat(16)}`;
    expect((await sender(service).send({ to: DUBAI, body: 'Abogado: Booked!', priority: false })).ok).toBe(true);
    expect(twilio.requests[0]).toMatchObject({ from: undefined, messagingServiceSid: service });
  });

  it.each([
    ['a wrong token (401 JSON error)', () => undefined, 'wrong-token', /^Twilio answered HTTP 401: .*Authentication Error/],
    ['an HTTP 500', () => twilio.failNext('http500'), undefined, /^Twilio answered HTTP 500/],
    [
      'a refused number (400, code 21211)',
      () => twilio.failNext('badNumber'),
      undefined,
      /^Twilio answered HTTP 400: .*not a valid phone number/,
    ],
    ['a failed status', () => twilio.failNext('failedStatus'), undefined, /^Twilio status failed \(error 30008\)$/],
  ])('%s is a failed attempt whose error repeats neither the text nor the token', async (_name, arrange, token, error) => {
    arrange();
    const result = await sender('Abogado', token).send({ to: DUBAI, body: 'Your Abogado code is 654321.', priority: true });
    expect(result.ok).toBe(false);
    const message = (result as { error: string }).error;
    expect(message).toMatch(error);
    expect(message).not.toContain('654321');
    expect(message).not.toContain('wrong-token');
    expect(message).not.toContain(TWILIO_TEST_TOKEN);
  });

  it('an unreachable server is a failed attempt too', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = twilioSender({ accountSid: TWILIO_TEST_SID, authToken: 'x', from: 'Abogado', baseUrl: `http://127.0.0.1:${port}` });
    const result = await down.send({ to: DUBAI, body: 'x', priority: false });
    expect((result as { error: string }).error).toMatch(/^Twilio unreachable/);
  });
});

describe("the port chooses the provider by the number's country", () => {
  it('+63 goes through Semaphore, +971 through Twilio, each once', async () => {
    const home = await insertCustomer(db().db);
    const homePhone = await givePhone(db().db, home);
    const abroad = await insertCustomer(db().db);
    await givePhone(db().db, abroad, { phone: DUBAI });
    const texts = await Promise.all(
      [home, abroad].map((userId) =>
        textUser({ userId, kind: 'booking_confirmed', body: 'Abogado: Booked! Reply STOP to opt out', dedupeKey: `sms:route:${userId}` }),
      ),
    );
    for (const text of texts) expect(await row(text!.id)).toMatchObject({ status: 'SENT', providerMessageId: expect.any(String) });
    expect(semaphore.requests.map((r) => r.number)).toEqual([homePhone.slice(1)]);
    expect(twilio.requests.map((r) => r.to)).toEqual([DUBAI]);
    expect(smsSender()!.reaches(DUBAI)).toBe(true);
    expect(textsReachAbroad()).toBe(true);
  });

  it('with Semaphore alone a number abroad is not reached: a text recorded for it is skipped, nothing sent', async () => {
    await twilio.stop();
    try {
      expect(textsReachAbroad()).toBe(false);
      expect(smsSender()!.reaches(DUBAI)).toBe(false);
      expect(smsSender()!.reaches('+639171234567')).toBe(true);
      const userId = await insertCustomer(db().db);
      await givePhone(db().db, userId, { phone: '+971501234568' });
      const text = await textUser({ userId, kind: 'booking_confirmed', body: 'Abogado: Booked!', dedupeKey: 'sms:route:alone' });
      expect(await row(text!.id)).toMatchObject({ status: 'SKIPPED', skipReason: 'unreachable' });
      expect(semaphore.requests).toHaveLength(0);
    } finally {
      twilio = await TwilioStandIn.start();
    }
  });

  it('with Twilio alone it carries the Philippine numbers too; with no provider the outbox keeps every number', async () => {
    await semaphore.stop();
    try {
      const userId = await insertCustomer(db().db);
      const phone = await givePhone(db().db, userId);
      const text = await textUser({ userId, kind: 'booking_confirmed', body: 'Abogado: Booked!', dedupeKey: 'sms:route:twilio-only' });
      expect(await row(text!.id)).toMatchObject({ status: 'SENT' });
      expect(twilio.requests.map((r) => r.to)).toEqual([phone]);
      await twilio.stop();
      try {
        expect(smsSender()).toBeNull();
        expect(textsReachAbroad()).toBe(true);
        const abroad = await insertCustomer(db().db);
        await givePhone(db().db, abroad, { phone: '+971501234569' });
        const kept = await textUser({ userId: abroad, kind: 'booking_confirmed', body: 'Abogado: Booked!', dedupeKey: 'sms:route:none' });
        expect(await row(kept!.id)).toMatchObject({ status: 'QUEUED', toNumber: '+971501234569', nextAttemptAt: null });
        expect(await deliverDueSms({ now: new Date(Date.now() + 3_600_000) })).toBe(0);
      } finally {
        twilio = await TwilioStandIn.start();
      }
    } finally {
      semaphore = await SemaphoreStandIn.start('semaphore-test-key');
    }
  });
});
