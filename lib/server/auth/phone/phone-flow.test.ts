import { eq, sql } from 'drizzle-orm';
import { DELETE as removePhone, GET as getPhone, PUT as putPhone } from '@/app/api/v1/auth/account/phone/route';
import { POST as verify } from '@/app/api/v1/auth/account/phone/verify/route';
import { POST as signUp } from '@/app/api/v1/auth/signup/route';
import { POST as verifyEmail } from '@/app/api/v1/auth/verify-email/route';
import { tables as t } from '@/lib/db';
import type { PhoneState } from '@/lib/dto/account-phone';
import { settleAfterResponse } from '@/lib/server/platform/http/after-response';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { PHONE_MESSAGES } from '@/lib/validation/phone';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, CookieJar, linkIn, routeCtx } from '@/lib/test/fixtures/http';
import {
  call,
  codeSentTo,
  forgetAddressLimit,
  forgetMinuteLimit as forgetMinuteLimitIn,
  resendCode,
  setPhone,
  stateOf,
  typed,
  verifyCode,
  wrongCodeFor,
} from '@/lib/test/fixtures/phone-codes';
import { uniquePhone } from '@/lib/test/fixtures/phones';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';

// The one-time-code flow of the account's mobile number, through the handlers (issue 29): setting, verifying,
// resending and removing the number, the number already on another account, the code at sign-up. The limits against
// strangers and farming, and the code never kept or logged in clear: phone-limits.test.ts.
const db = useTestDb();
const forgetMinuteLimit = () => forgetMinuteLimitIn(db);

/** Every test's requests come from the fixture's one address: its hourly limit is shown to work in its own test. */
beforeEach(() => forgetAddressLimit(db));

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

  it('a number verified on another account is answered as a free one, and its owner is texted a notice, never a code (issue 73 item 6)', async () => {
    const owner = await testCustomer(db().db);
    const phone = uniquePhone();
    await setPhone(owner, typed(phone));
    await verifyCode(owner, await codeSentTo(phone));
    const textsTo = async (kind: string) =>
      (await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, phone))).filter((m) => m.kind === kind);
    const codesBefore = (await textsTo('phone_code')).length;

    // What a free number answers, for the comparison.
    const control = await testLawyer(db().db);
    const free = await setPhone(control, typed(uniquePhone()));
    const prober = await testLawyer(db().db);
    await forgetMinuteLimit();
    const res = await setPhone(prober, typed(phone));
    // The same status and the same answer, but for the number itself: nothing says the number is in use.
    expect(res.status).toBe(free.status);
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(free.body).sort());
    // (the number and the moments aside: a code that expires in ten minutes, the next ask in a minute, as for any)
    const shape = (p: PhoneState | null | undefined) =>
      p && {
        ...p,
        number: 'n',
        display: 'd',
        code_expires_at: typeof p.code_expires_at,
        resend_available_at: typeof p.resend_available_at,
      };
    expect(shape(res.body.phone)).toEqual(shape(free.body.phone));
    // The owner is told (in their language, once a day however often it is asked: recorded in the answer's own
    // transaction), and no code goes to the number.
    const [notice, ...more] = await textsTo('phone_claimed');
    expect(more).toHaveLength(0);
    expect(notice.userId).toBe(owner.id);
    expect(notice.body).toContain('someone tried to add your mobile number to another');
    expect(notice.body).not.toMatch(/\d{4,}/);
    expect((await textsTo('phone_code')).length).toBe(codesBefore);
    // The asker has no code to type: any guess is a wrong code, and the number stays the owner's alone.
    expect((await verifyCode(prober, '123456')).status).toBe(400);
    expect((await stateOf(prober))!.verified).toBe(false);
    expect((await stateOf(owner))!.verified).toBe(true);
    // Each ask costs the asker's code budget, as a code would: five an hour, then a 429 that says nothing of the number.
    for (let i = 0; i < 4; i++) {
      await forgetMinuteLimit();
      expect((await resendCode(prober)).status).toBe(200);
    }
    await forgetMinuteLimit();
    const limited = await resendCode(prober);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many codes were sent\. Please try again in \d+ minutes?\.$/);
    expect(await textsTo('phone_claimed')).toHaveLength(1);
    expect((await textsTo('phone_code')).length).toBe(codesBefore);
  });

  it('one text a minute from an address to a number, whichever of its accounts ask (issue 73 item 6: three accounts, one second)', async () => {
    const phone = uniquePhone();
    const askers = [await testCustomer(db().db), await testCustomer(db().db), await testLawyer(db().db)];
    const answers = await Promise.all(askers.map((u) => setPhone(u, typed(phone))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, phone))).toHaveLength(1);
  });

  it('a number verified on another account since the code went out: the right code is a 409, and the code is void', async () => {
    const owner = await testCustomer(db().db);
    const prober = await testLawyer(db().db);
    const phone = uniquePhone();
    await setPhone(prober, typed(phone));
    const probersCode = await codeSentTo(phone);
    await forgetMinuteLimit();
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
