import { Writable } from 'node:stream';
import { eq, like, sql } from 'drizzle-orm';
import { DELETE as removePhone, GET as getPhone, PUT as putPhone } from '@/app/api/v1/auth/account/phone/route';
import { POST as resend } from '@/app/api/v1/auth/account/phone/resend/route';
import { POST as verify } from '@/app/api/v1/auth/account/phone/verify/route';
import { POST as signUp } from '@/app/api/v1/auth/signup/route';
import { POST as verifyEmail } from '@/app/api/v1/auth/verify-email/route';
import { GET as devSms } from '@/app/api/v1/dev/sms/route';
import { tables as t } from '@/lib/db';
import type { PhoneState } from '@/lib/dto/account-phone';
import { settleAfterResponse } from '@/lib/server/http/after-response';
import { captureLogForTests } from '@/lib/server/log/logger';
import { listOutbox } from '@/lib/server/mail/list-outbox';
import { PHONE_MESSAGES } from '@/lib/validation/phone';
import { useTestDb } from '@/lib/test/db';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, CookieJar, linkIn, routeCtx } from '@/lib/test/fixtures/http';
import { uniquePhone } from '@/lib/test/fixtures/phones';
import { SemaphoreStandIn } from '@/lib/test/fixtures/semaphore-stand-in';
import { testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';

// The one-time-code flow of the account's mobile number, through the handlers (issue 29).
const db = useTestDb();

/** "+639171000001" → "0917 100 0001", as a person types it. */
const typed = (e164: string) => `0${e164.slice(3, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`;

async function call(
  handler: (req: Request, ctx: ReturnType<typeof routeCtx>) => Promise<Response>,
  path: string,
  jar: CookieJar | undefined,
  method = 'GET',
  body?: unknown,
  ip?: string,
) {
  const res = await handler(apiRequest(path, { method, jar, body, ip }), routeCtx());
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { phone?: PhoneState | null; message?: string },
    headers: res.headers,
  };
}

const setPhone = (u: TestUser, phone: string, ip?: string) => call(putPhone, '/api/v1/auth/account/phone', u.jar, 'PUT', { phone }, ip);
const verifyCode = (u: TestUser, code: string) => call(verify, '/api/v1/auth/account/phone/verify', u.jar, 'POST', { code });
const resendCode = (u: TestUser) => call(resend, '/api/v1/auth/account/phone/resend', u.jar, 'POST');
const stateOf = async (u: TestUser) => (await call(getPhone, '/api/v1/auth/account/phone', u.jar)).body.phone;

/** The code of the newest text to the number, read from the dev outbox as a developer would. */
async function codeSentTo(e164: string): Promise<string> {
  const { body } = await call(devSms, `/api/v1/dev/sms?to=${encodeURIComponent(e164)}`, undefined);
  const [latest] = body.results as { body: string; kind: string }[];
  expect(latest.kind).toBe('phone_code');
  return /\b(\d{6})\b/.exec(latest.body)![1];
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Lets the next code be asked for at once (the one-a-minute limit is shown to work in its own test). */
const forgetMinuteLimit = () => db().db.execute(sql`DELETE FROM rate_limit_buckets WHERE key LIKE 'phone-code:number:%'`);

/** Every test's requests come from the fixture's one address: its hourly limit is shown to work in its own test. */
beforeEach(() => db().db.execute(sql`DELETE FROM rate_limit_buckets WHERE key LIKE 'phone-code:ip:%'`));

describe('the mobile number and its one-time code', () => {
  it('refuses a number that is not a mobile number with a clear 400, and changes nothing', async () => {
    const user = await testCustomer(db().db);
    for (const [phone, message] of [
      ['02 8123 4567', PHONE_MESSAGES.notMobile],
      ['12345', PHONE_MESSAGES.invalid],
      ['', 'Please provide a value.'],
    ]) {
      const res = await setPhone(user, phone);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const res = await call(putPhone, '/api/v1/auth/account/phone', user.jar, 'PUT', { phone: 917, extra: true });
    expect(res.status).toBe(400);
    const [row] = await db().db.select({ phone: t.users.phoneE164 }).from(t.users).where(eq(t.users.id, user.id));
    expect(row.phone).toBeNull();
    expect(await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.userId, user.id))).toHaveLength(0);
  });

  it('stores the number unverified, texts a code, and the right code verifies it', async () => {
    const user = await testCustomer(db().db);
    const phone = uniquePhone();
    const set = await setPhone(user, typed(phone));
    expect(set.status).toBe(200);
    expect(set.body.phone).toMatchObject({
      number: phone,
      display: `+63 ${typed(phone).slice(1)}`,
      verified: false,
      tries_left: 5,
      opted_out: false,
      locked_until: null,
    });
    expect(new Date(set.body.phone!.code_expires_at!).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(set.body.phone!.resend_available_at).not.toBeNull();

    const ok = await verifyCode(user, await codeSentTo(phone));
    expect(ok.status).toBe(200);
    expect(ok.body.phone).toMatchObject({ number: phone, verified: true, code_expires_at: null, tries_left: null });
    expect((await stateOf(user))!.verified_at).not.toBeNull();

    // The verified number typed again: unchanged, no new code.
    const again = await setPhone(user, `+63 ${typed(phone).slice(1)}`);
    expect(again.body.phone!.verified).toBe(true);
    expect(await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, phone))).toHaveLength(1);
  });

  it("five wrong codes lock this account's attempt for an hour: no code is taken or sent to it meanwhile", async () => {
    const user = await testCustomer(db().db);
    const phone = uniquePhone();
    await setPhone(user, typed(phone));
    const code = await codeSentTo(phone);
    for (const left of [4, 3, 2, 1]) {
      const res = await verifyCode(user, wrongCodeFor(code));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`);
      expect((await stateOf(user))!.tries_left).toBe(left);
    }
    const locked = await verifyCode(user, wrongCodeFor(code));
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong codes. You can try this number again in 60 minutes.');
    expect(Number(locked.headers.get('retry-after'))).toBe(3600);
    // Not even the right code now; no new code; the state says until when.
    expect((await verifyCode(user, code)).status).toBe(429);
    await forgetMinuteLimit();
    expect((await resendCode(user)).status).toBe(429);
    const state = await stateOf(user);
    expect(state).toMatchObject({ verified: false, tries_left: null });
    expect(new Date(state!.locked_until!).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);

    // An hour later the lock is over: a new code, five new tries.
    await db().db.execute(sql`UPDATE phone_verifications SET locked_until = now() - interval '1 second' WHERE phone_e164 = ${phone}`);
    await forgetMinuteLimit();
    const fresh = await resendCode(user);
    expect(fresh.status).toBe(200);
    expect(fresh.body.phone).toMatchObject({ tries_left: 5, locked_until: null });
    expect((await verifyCode(user, await codeSentTo(phone))).body.phone!.verified).toBe(true);
  });

  it("a stranger's five wrong codes stop the stranger, not the number's owner (issue 38)", async () => {
    const owner = await testCustomer(db().db);
    const stranger = await testCustomer(db().db);
    const phone = uniquePhone();
    await setPhone(owner, typed(phone));
    const ownersCode = await codeSentTo(phone);
    // The stranger types the owner's number: a code goes to the owner's phone, the stranger guesses.
    await forgetMinuteLimit();
    expect((await setPhone(stranger, typed(phone))).status).toBe(200);
    for (let i = 0; i < 5; i++) await verifyCode(stranger, wrongCodeFor(ownersCode));
    expect((await verifyCode(stranger, ownersCode)).status).toBe(429);
    expect((await stateOf(stranger))!.locked_until).not.toBeNull();
    // The owner is not locked out: their own code still verifies the number, and their state shows no lock.
    expect((await stateOf(owner))!.locked_until).toBeNull();
    const verified = await verifyCode(owner, ownersCode);
    expect(verified.status).toBe(200);
    expect(verified.body.phone).toMatchObject({ number: phone, verified: true });
  });

  it('refuses an expired code', async () => {
    const user = await testCustomer(db().db);
    const phone = uniquePhone();
    await setPhone(user, typed(phone));
    const code = await codeSentTo(phone);
    await db().db.execute(sql`UPDATE phone_verifications SET code_expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`);
    const res = await verifyCode(user, code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This code has expired. Send a new code.');
    expect((await stateOf(user))!.verified).toBe(false);
  });

  it('a new code voids the older one; resends are limited per account and its attempt at the number (429 saying when)', async () => {
    const user = await testCustomer(db().db);
    const phone = uniquePhone();
    await setPhone(user, typed(phone));
    const first = await codeSentTo(phone);
    const soon = await resendCode(user);
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds? before asking for another code\.$/);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    // Four more codes this hour are allowed (one a minute), the sixth is not.
    for (let i = 0; i < 4; i++) {
      await forgetMinuteLimit();
      expect((await resendCode(user)).status).toBe(200);
    }
    const second = await codeSentTo(phone);
    await forgetMinuteLimit();
    const hourly = await resendCode(user);
    expect(hourly.status).toBe(429);
    expect(hourly.body.message).toMatch(/^Too many codes were sent\. Please try again in \d+ minutes?\.$/);
    // The settings page is told when the next code may be asked for: the hour's end, not the minute's.
    expect(new Date((await stateOf(user))!.resend_available_at!).getTime() - Date.now()).toBeGreaterThan(50 * 60_000);
    expect(await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, phone))).toHaveLength(5);
    if (first !== second) expect((await verifyCode(user, first)).status).toBe(400);
    expect((await verifyCode(user, second)).body.phone!.verified).toBe(true);
  });

  it('a number verified on another account is refused with a 409 and its owner is never texted (issue 58)', async () => {
    const owner = await testCustomer(db().db);
    const phone = uniquePhone();
    await setPhone(owner, typed(phone));
    await verifyCode(owner, await codeSentTo(phone));
    const textsToOwner = async () => (await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, phone))).length;
    const before = await textsToOwner();

    const prober = await testLawyer(db().db);
    const res = await setPhone(prober, typed(phone));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: 'PHONE_TAKEN', message: 'This number is already verified on another account.' });
    expect(await textsToOwner()).toBe(before);
    // Nothing is stored on the asker's account, and the owner's number is as it was.
    expect(await stateOf(prober)).toBeNull();
    expect((await stateOf(owner))!.verified).toBe(true);
    // Each ask costs the asker's code budget, as a code would: five an hour, then a 429 that says nothing of the number.
    for (let i = 0; i < 4; i++) {
      await forgetMinuteLimit();
      expect((await setPhone(prober, typed(phone))).status).toBe(409);
    }
    await forgetMinuteLimit();
    const limited = await setPhone(prober, typed(phone));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many codes were sent\. Please try again in \d+ minutes?\.$/);
    expect(await textsToOwner()).toBe(before);
  });

  it('a number verified on another account since the code went out: the right code is a 409, and the code is void', async () => {
    const owner = await testCustomer(db().db);
    const prober = await testLawyer(db().db);
    const phone = uniquePhone();
    await setPhone(prober, typed(phone));
    const probersCode = await codeSentTo(phone);
    await setPhone(owner, typed(phone));
    expect((await verifyCode(owner, await codeSentTo(phone))).body.phone!.verified).toBe(true);

    const res = await verifyCode(prober, probersCode);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This number is already verified on another account.');
    expect((await verifyCode(prober, probersCode)).status).toBe(400);
    expect((await stateOf(prober))!.verified).toBe(false);
  });

  it("each call acts on the signed-in person's own number only", async () => {
    const owner = await testCustomer(db().db);
    const other = await testCustomer(db().db);
    const phone = uniquePhone();
    await setPhone(owner, typed(phone));
    const code = await codeSentTo(phone);
    expect(await stateOf(other)).toBeNull();
    expect((await verifyCode(other, code)).status).toBe(409); // "Add a mobile number first."
    expect((await resendCode(other)).status).toBe(409);
    expect((await call(removePhone, '/api/v1/auth/account/phone', other.jar, 'DELETE')).body).toEqual({ phone: null, texts_abroad: true });
    expect((await stateOf(owner))!.number).toBe(phone);
    expect((await call(getPhone, '/api/v1/auth/account/phone', undefined)).status).toBe(401);
    expect((await verifyCode(owner, code)).body.phone!.verified).toBe(true);
  });

  it('DELETE removes the number and voids its code', async () => {
    const user = await testCustomer(db().db);
    const phone = uniquePhone();
    await setPhone(user, typed(phone));
    const code = await codeSentTo(phone);
    expect((await call(removePhone, '/api/v1/auth/account/phone', user.jar, 'DELETE')).body).toEqual({ phone: null, texts_abroad: true });
    expect(await stateOf(user)).toBeNull();
    expect((await verifyCode(user, code)).status).toBe(409);
  });

  it('a sign-up with a number stores it unverified and texts nothing; its code goes out once the e-mail is verified', async () => {
    const phone = uniquePhone();
    const email = `sms-signup-${Date.now()}@example.com`;
    const res = await signUp(
      apiRequest('/api/v1/auth/signup', {
        method: 'POST',
        body: {
          first_name: 'Liza',
          last_name: 'Soberano',
          email,
          password: 'Harbour2026',
          confirm_password: 'Harbour2026',
          accept_terms: true,
          phone: typed(phone),
        },
      }),
      routeCtx(),
    );
    expect(res.status).toBe(202);
    await settleAfterResponse();
    const [user] = await db().db.select().from(t.users).where(eq(t.users.email, email));
    expect(user).toMatchObject({ phoneE164: phone, phoneVerifiedAt: null });
    // Issue 38: no text to an account whose e-mail is not proved.
    expect(await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, phone))).toHaveLength(0);

    const [mail] = await listOutbox({ to: email });
    const token = linkIn(mail.text, '/verify-email/').split('/').pop()!;
    const jar = new CookieJar();
    const verified = await verifyEmail(apiRequest('/api/v1/auth/verify-email', { method: 'POST', body: { token }, jar }), routeCtx());
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ phone_code_sent_to: `+63 ${typed(phone).slice(1)}` });
    jar.apply(verified);
    await settleAfterResponse();
    const code = await codeSentTo(phone);
    const ok = await call(verify, '/api/v1/auth/account/phone/verify', jar, 'POST', { code });
    expect(ok.body.phone).toMatchObject({ number: phone, verified: true });
  });

  it('no code at all before the e-mail is verified: 403, nothing recorded', async () => {
    const user = await testCustomer(db().db);
    await db().db.update(t.users).set({ emailVerified: false }).where(eq(t.users.id, user.id));
    const phone = uniquePhone();
    const res = await setPhone(user, typed(phone));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Verify your e-mail address first. Then we can text your number a code.');
    expect(await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, phone))).toHaveLength(0);
    const [row] = await db().db.select({ phone: t.users.phoneE164 }).from(t.users).where(eq(t.users.id, user.id));
    expect(row.phone).toBeNull();
  });
});

describe("strangers asking for someone's number spend their own budgets, never the owner's (issue 58)", () => {
  const textsTo = async (phone: string) => (await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, phone))).length;

  it("a stranger's ask does not make the owner wait for the next minute", async () => {
    const owner = await testCustomer(db().db);
    const stranger = await testCustomer(db().db);
    const phone = uniquePhone();
    expect((await setPhone(stranger, typed(phone), '198.51.100.58')).status).toBe(200);
    const res = await setPhone(owner, typed(phone), '198.51.100.59');
    expect(res.status).toBe(200);
    expect(await textsTo(phone)).toBe(2);
    // The owner's own code is the newest: it verifies the owner's account.
    expect((await verifyCode(owner, await codeSentTo(phone))).body.phone!.verified).toBe(true);
  });

  it("five strangers' codes in an hour leave the owner's hourly and daily budgets whole", async () => {
    const owner = await testCustomer(db().db);
    const phone = uniquePhone();
    expect((await setPhone(owner, typed(phone), '198.51.100.60')).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      await forgetMinuteLimit();
      expect((await setPhone(await testCustomer(db().db), typed(phone), `198.51.100.${61 + i}`)).status).toBe(200);
    }
    await forgetMinuteLimit();
    const again = await resendCode(owner);
    expect(again.status).toBe(200);
    expect(again.body.phone!.resend_available_at).not.toBeNull(); // the owner's own minute, nothing longer
    expect(new Date(again.body.phone!.resend_available_at!).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    expect(await textsTo(phone)).toBe(7);
    expect((await verifyCode(owner, await codeSentTo(phone))).body.phone!.verified).toBe(true);
  });

  it('the accounts of one address text one number at most ten times a day', async () => {
    const address = '198.51.100.70';
    const phone = uniquePhone();
    for (let i = 0; i < 10; i++) {
      await forgetMinuteLimit();
      await db().db.execute(sql`DELETE FROM rate_limit_buckets WHERE key LIKE 'phone-code:ip:%'`);
      expect((await setPhone(await testCustomer(db().db), typed(phone), address)).status).toBe(200);
    }
    await forgetMinuteLimit();
    await db().db.execute(sql`DELETE FROM rate_limit_buckets WHERE key LIKE 'phone-code:ip:%'`);
    const refused = await setPhone(await testCustomer(db().db), typed(phone), address);
    expect(refused.status).toBe(429);
    expect(await textsTo(phone)).toBe(10);
    // The number's owner, elsewhere, is not held back by that address.
    expect((await setPhone(await testCustomer(db().db), typed(phone), '198.51.100.71')).status).toBe(200);
  });
});

describe('the limits that keep codes from being farmed (issue 38)', () => {
  afterEach(() => setTestEnv({ SMS_DAILY_CAP: undefined, SMS_CODE_HOURLY_BUDGET: undefined }));

  it('from one client address, at most 10 code texts an hour, whatever the accounts and numbers', async () => {
    const address = '198.51.100.38';
    const texted: string[] = [];
    for (let i = 0; i < 10; i++) {
      const phone = uniquePhone();
      const res = await setPhone(await testCustomer(db().db), typed(phone), address);
      expect(res.status).toBe(200);
      texted.push(phone);
    }
    const eleventh = uniquePhone();
    const refused = await setPhone(await testCustomer(db().db), typed(eleventh), address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many codes were sent\. Please try again in \d+ minutes?\.$/);
    expect(await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, eleventh))).toHaveLength(0);
    // Another address is not held back by that one.
    expect((await setPhone(await testCustomer(db().db), typed(uniquePhone()), '198.51.100.39')).status).toBe(200);
  });

  it("codes count in the account's daily cap", async () => {
    setTestEnv({ SMS_DAILY_CAP: '2' });
    const user = await testCustomer(db().db);
    const phone = uniquePhone();
    expect((await setPhone(user, typed(phone))).status).toBe(200);
    await forgetMinuteLimit();
    expect((await resendCode(user)).status).toBe(200);
    await forgetMinuteLimit();
    const third = await resendCode(user);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('We have sent this account as many texts as we send in a day. Please try again tomorrow.');
    expect(await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, phone))).toHaveLength(2);
  });

  it('past the hourly budget no code goes out, and the admins are e-mailed once', async () => {
    await db().db.execute(sql`DELETE FROM rate_limit_buckets WHERE key = 'phone-code:global'`);
    setTestEnv({ SMS_CODE_HOURLY_BUDGET: '2', ADMIN_EMAIL: 'ops-budget@example.com' });
    try {
      for (let i = 0; i < 2; i++) expect((await setPhone(await testCustomer(db().db), typed(uniquePhone()))).status).toBe(200);
      for (let i = 0; i < 3; i++) {
        const phone = uniquePhone();
        const res = await setPhone(await testCustomer(db().db), typed(phone), `198.51.100.${60 + i}`);
        expect(res.status).toBe(429);
        expect(res.body.message).toMatch(/^We cannot send codes right now\. Please try again in \d+ minutes?\.$/);
        expect(await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, phone))).toHaveLength(0);
      }
      // The admins' warning follows the refusal from the outbox (issue 59): passes, as the scheduler's.
      const alerts = await untilOutboxDelivered(
        () => listOutbox({ to: 'ops-budget@example.com' }),
        (mails) => mails.length > 0,
      );
      expect(alerts.map((m) => m.subject)).toEqual(['Abogado: the hourly budget of one-time codes was reached']);
      expect(alerts[0].text).toContain('SMS_CODE_HOURLY_BUDGET');
    } finally {
      setTestEnv({ ADMIN_EMAIL: undefined });
      await db().db.execute(sql`DELETE FROM rate_limit_buckets WHERE key = 'phone-code:global'`);
    }
  });
});

describe('codes are never stored or logged in clear', () => {
  let semaphore: SemaphoreStandIn;
  beforeAll(async () => {
    semaphore = await SemaphoreStandIn.start();
  });
  afterAll(() => semaphore.stop());

  it('the verification table holds a digest, the sent text is redacted, and no log line has the code', async () => {
    let logged = '';
    const restore = captureLogForTests(new Writable({ write: (chunk, _e, done) => ((logged += String(chunk)), done()) }), 'trace');
    const consoleLines: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void consoleLines.push(args.map(String).join(' '))),
    );
    const codes: string[] = [];
    try {
      const user = await testCustomer(db().db);
      const phone = uniquePhone();
      semaphore.failNext('http500'); // a failed send is logged: without the code
      // Each code's text follows its commit from the outbox: passes, as the kick's.
      await setPhone(user, typed(phone));
      await untilOutboxDelivered(
        async () => semaphore.requests.length,
        (n) => n === 1,
      );
      await forgetMinuteLimit();
      await resendCode(user);
      await untilOutboxDelivered(
        async () => semaphore.requests.length,
        (n) => n === 2,
      );
      for (const request of semaphore.requests) codes.push(/\b(\d{6})\b/.exec(request.message)![1]);
      expect(semaphore.requests.map((r) => r.path)).toEqual(['/api/v4/priority', '/api/v4/priority']);
      await verifyCode(user, wrongCodeFor(codes[1]));
      expect((await verifyCode(user, codes[1])).body.phone!.verified).toBe(true);

      const rows = await db().db.select().from(t.phoneVerifications).where(eq(t.phoneVerifications.userId, user.id));
      const texts = await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, phone));
      const stored = JSON.stringify([rows, texts]);
      for (const code of codes) expect(stored).not.toContain(code);
      // Both kept redacted once Semaphore had them: the sent one, and the refused one (a code is not retried).
      expect(texts.map((x) => [x.status, x.body]).sort()).toEqual([
        ['FAILED', 'Your Abogado code is ******. It expires in 10 minutes. Never share it with anyone.'],
        ['SENT', 'Your Abogado code is ******. It expires in 10 minutes. Never share it with anyone.'],
      ]);
      expect(texts.find((x) => x.status === 'FAILED')!.nextAttemptAt).toBeNull();
    } finally {
      restore();
      for (const spy of spies) spy.mockRestore();
    }
    expect(logged).toContain('sms delivery failed');
    for (const code of codes) {
      expect(logged).not.toContain(code);
      expect(consoleLines.join('\n')).not.toContain(code);
    }
  });

  it('every stored digest is an HMAC-SHA256, never the code', async () => {
    const rows = await db()
      .db.select({ hash: t.phoneVerifications.codeHash })
      .from(t.phoneVerifications)
      .where(like(t.phoneVerifications.phoneE164, '+63917%'));
    for (const { hash } of rows) if (hash) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
