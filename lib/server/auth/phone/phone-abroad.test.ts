import { eq, like, sql } from 'drizzle-orm';
import { GET as getPhone, PUT as putPhone } from '@/app/api/v1/auth/account/phone/route';
import { POST as verify } from '@/app/api/v1/auth/account/phone/verify/route';
import { POST as signUp } from '@/app/api/v1/auth/signup/route';
import { GET as devSms } from '@/app/api/v1/dev/sms/route';
import { tables as t } from '@/lib/db';
import type { AccountPhoneResult, PhoneState } from '@/lib/dto/account-phone';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { SemaphoreStandIn } from '@/lib/test/fixtures/semaphore-stand-in';
import { TwilioStandIn } from '@/lib/test/fixtures/twilio-stand-in';
import { testCustomer, type TestUser } from '@/lib/test/fixtures/users';

// Issue 63, "Messages that reach abroad": a number abroad is added, verified and gets its reminder
// through a channel that reaches it — the built-in outbox (no provider: the default) or the
// international provider (Twilio) — and a deployment with Semaphore alone refuses it plainly, before
// anything is sent or counted. Through the handlers, as phone-flow.test.ts does for +63 numbers.
const db = useTestDb();

type Answer = { status: number; body: Partial<AccountPhoneResult> & { phone?: PhoneState | null; message?: string } };

async function call(
  handler: (req: Request, ctx: ReturnType<typeof routeCtx>) => Promise<Response>,
  path: string,
  user?: TestUser,
  method = 'GET',
  body?: unknown,
): Promise<Answer> {
  const res = await handler(apiRequest(path, { method, jar: user?.jar, body }), routeCtx());
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const PATH = '/api/v1/auth/account/phone';
const setPhone = (u: TestUser, phone: string) => call(putPhone, PATH, u, 'PUT', { phone });
const verifyCode = (u: TestUser, code: string) => call(verify, `${PATH}/verify`, u, 'POST', { code });
const settingsOf = async (u: TestUser) => (await call(getPhone, PATH, u)).body;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1];

let next = 1_000_000;
/** A Dubai mobile number no other test uses: "+97150…" and as typed, "+971 50 …". */
function dubaiNumber() {
  const local = String(next++).padStart(7, '0');
  return { e164: `+97150${local}`, typed: `+971 50 ${local.slice(0, 3)} ${local.slice(3)}` };
}

/** Each test's requests come from the fixture's one address: its hourly code limit is another suite's. */
beforeEach(() => db().db.execute(sql`DELETE FROM rate_limit_buckets WHERE key LIKE 'phone-code:ip%'`));

/** A paid, confirmed consultation of this client on its own day in 2028; its reminder falls due at `dueAt`. */
let day = 0;
async function paidMeeting(customerId: string) {
  const lawyerId = await insertLawyer(db().db, { name: 'Ana Reyes' });
  const start = new Date(Date.UTC(2028, 2, 1 + day++, 14, 0));
  const meetingId = await insertMeeting(db().db, { lawyerId, customerId, start });
  await db()
    .db.insert(t.payments)
    .values({
      customerId,
      lawyerId,
      meetingId,
      provider: 'SANDBOX',
      providerPaymentId: `pay_sbx_${meetingId}`,
      amountCentavos: 100_000,
      description: 'Consultation',
      status: 'PAID',
      method: 'card',
      paidAt: new Date(),
    });
  return { meetingId, dueAt: new Date(start.getTime() - REMINDER_LEAD_MINUTES * 60_000) };
}

const remindersTo = (e164: string) =>
  db()
    .db.select()
    .from(t.smsMessages)
    .where(eq(t.smsMessages.toNumber, e164))
    .then((rows) => rows.filter((r) => r.kind === 'meeting_reminder'));

describe('with no provider (the built-in stand-in, the default)', () => {
  it('a +971 number is added, verified with the code the outbox recorded, and its reminder is recorded like any other', async () => {
    const user = await testCustomer(db().db);
    expect(await settingsOf(user)).toEqual({ phone: null, texts_abroad: true });
    const dubai = dubaiNumber();
    const set = await setPhone(user, dubai.typed);
    expect(set.status).toBe(200);
    expect(set.body.phone).toMatchObject({ number: dubai.e164, display: dubai.typed, verified: false });

    const outbox = await call(devSms, `/api/v1/dev/sms?to=${encodeURIComponent(dubai.e164)}`);
    const [codeText] = (outbox.body as unknown as { results: { body: string; kind: string; status: string }[] }).results;
    expect(codeText).toMatchObject({ kind: 'phone_code', status: 'QUEUED' });
    expect((await verifyCode(user, codeIn(codeText.body))).body.phone).toMatchObject({ number: dubai.e164, verified: true });

    const meeting = await paidMeeting(user.id);
    await runSchedulerTick({ now: meeting.dueAt });
    const [reminder] = await remindersTo(dubai.e164);
    expect(reminder).toMatchObject({ status: 'QUEUED', skipReason: null });
    expect(reminder.body).toContain(meeting.meetingId);
  });
});

describe('with Semaphore and the international provider', () => {
  let twilio: TwilioStandIn;
  let semaphore: SemaphoreStandIn;
  beforeAll(async () => {
    semaphore = await SemaphoreStandIn.start();
    twilio = await TwilioStandIn.start();
    // The tick's other passes (the sandbox's refunds) talk about a world this suite does not build.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(async () => {
    await twilio.stop();
    await semaphore.stop();
  });

  it('the +971 code and reminder go through Twilio, never Semaphore', async () => {
    const user = await testCustomer(db().db);
    expect((await settingsOf(user)).texts_abroad).toBe(true);
    const dubai = dubaiNumber();
    expect((await setPhone(user, dubai.typed)).status).toBe(200);
    // The code follows the commit (the outbox's kick): waited for, never read once.
    const [codeRequest] = await untilOutboxDelivered(
      async () => twilio.requests.filter((r) => r.to === dubai.e164),
      (requests) => requests.length > 0,
    );
    expect(codeRequest.body).toMatch(/^Your Abogado code is \d{6}\b/);
    expect((await verifyCode(user, codeIn(codeRequest.body))).body.phone).toMatchObject({ verified: true });

    const meeting = await paidMeeting(user.id);
    await runSchedulerTick({ now: meeting.dueAt });
    const [reminder] = await remindersTo(dubai.e164);
    expect(reminder).toMatchObject({ status: 'SENT', providerMessageId: expect.stringMatching(/^SM/) });
    const sent = twilio.requests.filter((r) => r.to === dubai.e164);
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toContain(meeting.meetingId);
    expect(semaphore.requests.filter((r) => r.number === dubai.e164.slice(1))).toHaveLength(0);
  });
});

describe('with Semaphore alone', () => {
  let semaphore: SemaphoreStandIn;
  beforeAll(async () => {
    semaphore = await SemaphoreStandIn.start();
  });
  afterAll(() => semaphore.stop());

  it('the settings say texts reach +63 numbers only, and a +971 number is a 400: nothing stored, texted or counted', async () => {
    const user = await testCustomer(db().db);
    expect(await settingsOf(user)).toEqual({ phone: null, texts_abroad: false });
    const dubai = dubaiNumber();
    const counted = () =>
      db()
        .db.select({ key: t.rateLimitBuckets.key, hits: t.rateLimitBuckets.hits })
        .from(t.rateLimitBuckets)
        .where(like(t.rateLimitBuckets.key, 'phone-code:%'));
    const before = await counted();
    const res = await setPhone(user, dubai.typed);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'We can text only Philippine mobile numbers (+63 9…). Your reminders still come by e-mail and push notifications.',
    );
    expect(await counted()).toEqual(before);
    expect(await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, dubai.e164))).toHaveLength(0);
    expect(semaphore.requests).toHaveLength(0);
    expect(await settingsOf(user)).toEqual({ phone: null, texts_abroad: false });
    // A Philippine number still goes through as before.
    expect((await setPhone(user, '0917 555 0101')).status).toBe(200);
  });

  it('a sign-up giving a +971 number is told the same at once, and no account is made', async () => {
    const email = `abroad-signup-${Date.now()}@example.com`;
    const body = {
      first_name: 'Rommel',
      last_name: 'Dizon',
      email,
      password: 'Harbour2026',
      confirm_password: 'Harbour2026',
      accept_terms: true,
      phone: dubaiNumber().typed,
    };
    const res = await call(signUp, '/api/v1/auth/signup', undefined, 'POST', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^We can text only Philippine mobile numbers \(\+63 9…\)\./);
    expect(await db().db.select().from(t.users).where(eq(t.users.email, email))).toHaveLength(0);
  });
});
