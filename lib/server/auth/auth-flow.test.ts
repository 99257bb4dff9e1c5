import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '@/lib/db/schema';
import { useTestDb } from '@/lib/test/db';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { resetSessionSecretForTests } from '@/lib/server/platform/security/session-secret';
import { POST as signUp } from '@/app/api/v1/auth/signup/route';
import { POST as signIn } from '@/app/api/v1/auth/signin/route';
import { POST as logout } from '@/app/api/v1/auth/logout/route';
import { GET as session } from '@/app/api/v1/auth/session/route';
import { POST as verifyEmail } from '@/app/api/v1/auth/verify-email/route';
import { POST as resendVerification } from '@/app/api/v1/auth/verify-email/send/route';
import { POST as changePassword } from '@/app/api/v1/auth/change-password/route';
import { PUT as accountSettings } from '@/app/api/v1/auth/account/settings/route';
import { setTestEnv } from '@/lib/test/env';
import { CookieJar, apiRequest, linkIn, routeCtx } from '@/lib/test/fixtures/http';
import { settleAfterResponse } from '@/lib/server/platform/http/after-response';

setTestEnv({ SESSION_SECRET: 'jest-session-secret-0123456789abcdefghijklmnop' });
const ctx = routeCtx();
const PASSWORD = 'Sunrise2026';

async function postSignUp(email: string) {
  const res = await signUp(
    apiRequest('/api/v1/auth/signup', {
      method: 'POST',
      body: { first_name: 'Maria', last_name: 'Santos', email, password: PASSWORD, confirm_password: PASSWORD, accept_terms: true },
      ip: `198.51.100.${Math.floor(Math.random() * 200)}`,
    }),
    ctx,
  );
  await settleAfterResponse(); // the mails go out after the answer
  return res;
}

/** A new account (e-mail unverified), signed in with its password: sign-up itself starts no session. */
async function signUpCustomer(email: string) {
  const res = await postSignUp(email);
  const jar = new CookieJar();
  jar.apply(
    await signIn(
      apiRequest('/api/v1/auth/signin', {
        method: 'POST',
        body: { email, password: PASSWORD },
        ip: `198.51.100.${Math.floor(Math.random() * 200)}`,
      }),
      ctx,
    ),
  );
  return { res, jar };
}

describe('customer e-mail journey (handlers)', () => {
  const db = useTestDb();
  beforeAll(() => resetSessionSecretForTests());

  it('signs up (no session yet), mails an absolute verification link that verifies and signs in, signs out and back in', async () => {
    const res = await postSignUp('Maria.Santos@Example.com');
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: 'Check your email: we have sent you a link to finish signing up.' });
    expect(res.headers.getSetCookie()).toEqual([]);
    const [created] = await db()
      .db.select({ type: users.type, verified: users.emailVerified, first: users.firstName })
      .from(users)
      .where(eq(users.email, 'maria.santos@example.com'));
    expect(created).toEqual({ type: 'CUSTOMER', verified: false, first: 'Maria' });

    const [mail] = await listOutbox({ to: 'maria.santos@example.com' });
    expect(mail.subject).toContain('Abogado');
    const link = linkIn(mail.text, '/verify-email/');
    expect(link.startsWith('http://localhost:3000/verify-email/')).toBe(true);
    const token = link.split('/').pop()!;

    // Only the token's hash is stored.
    const stored = await db().db.execute(sql`SELECT token_hash FROM auth_tokens`);
    expect(JSON.stringify(stored)).not.toContain(token);

    // Opened in a browser with no session: verified and signed in.
    const jar = new CookieJar();
    const verified = await verifyEmail(apiRequest('/api/v1/auth/verify-email', { method: 'POST', body: { token }, jar }), ctx);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({
      message: 'Email Verified!',
      user: { email: 'maria.santos@example.com', type: 'CUSTOMER', email_verified: true },
    });
    expect(verified.headers.getSetCookie().join()).toMatch(/abogado_session=.+; Path=\/; HttpOnly; SameSite=Lax/);
    // The readable hint (no credential in it) that tells the browser a session may exist.
    expect(verified.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^abogado_signed_in=1; Path=\/; SameSite=Lax; Max-Age=\d+$/),
    );
    jar.apply(verified);

    const again = await verifyEmail(apiRequest('/api/v1/auth/verify-email', { method: 'POST', body: { token } }), ctx);
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe('Verification failed! Please try again.');
    // Issue 72: the same link tapped again by its owner, signed in and verified, is no red failure.
    const secondTap = await verifyEmail(apiRequest('/api/v1/auth/verify-email', { method: 'POST', body: { token }, jar }), ctx);
    expect(secondTap.status).toBe(200);
    expect(await secondTap.json()).toMatchObject({
      message: 'Your email is already verified.',
      already_verified: true,
      user: { email: 'maria.santos@example.com', email_verified: true },
      phone_code_sent_to: null,
    });
    // Signed in as someone else, the used link is the spec's failure still (it says nothing of its owner).
    const other = await signUpCustomer('someone.else@example.com');
    const notTheirs = await verifyEmail(apiRequest('/api/v1/auth/verify-email', { method: 'POST', body: { token }, jar: other.jar }), ctx);
    expect(notTheirs.status).toBe(400);
    expect((await notTheirs.json()).message).toBe('Verification failed! Please try again.');

    const me = await session(apiRequest('/api/v1/auth/session', { jar }), ctx);
    expect(await me.json()).toMatchObject({ email_verified: true });

    const out = await logout(apiRequest('/api/v1/auth/logout', { method: 'POST', jar }), ctx);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^abogado_signed_in=; Path=\/; SameSite=Lax; Max-Age=0/));
    jar.apply(out);
    expect((await session(apiRequest('/api/v1/auth/session', { jar }), ctx)).status).toBe(401);

    const back = await signIn(
      apiRequest('/api/v1/auth/signin', { method: 'POST', body: { email: 'MARIA.SANTOS@example.com', password: PASSWORD }, jar }),
      ctx,
    );
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ email: 'maria.santos@example.com', email_verified: true });
  });

  it('answers a sign-up for an existing address exactly like a new one, creates nothing and mails the owner', async () => {
    const fresh = await postSignUp('dup@example.com');
    const again = await postSignUp('DUP@example.com');
    expect(again.status).toBe(fresh.status);
    expect(await again.text()).toBe(await fresh.text());
    expect(again.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    expect([...again.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    const rows = await db().db.select({ id: users.id }).from(users).where(eq(users.email, 'dup@example.com'));
    expect(rows).toHaveLength(1);
    // The owner (still unverified) is told, with a fresh link; once verified, how to sign in instead.
    const [told] = await listOutbox({ to: 'dup@example.com' });
    expect(told.subject).toBe('You already have an Abogado account');
    expect(linkIn(told.text, '/verify-email/')).toMatch(/^http:\/\/localhost:3000\/verify-email\//);
    await db().db.update(users).set({ emailVerified: true }).where(eq(users.email, 'dup@example.com'));
    await postSignUp('dup@example.com');
    const [verifiedOwner] = await listOutbox({ to: 'dup@example.com' });
    expect(verifiedOwner.subject).toBe('You already have an Abogado account');
    expect(verifiedOwner.text).not.toContain('/verify-email/');
    expect(verifiedOwner.text).toContain('http://localhost:3000/forgot-password');
  });

  it('refuses a sign-up without consent to the Terms and the Privacy Policy, and stores the time of consent', async () => {
    for (const accept_terms of [undefined, false, 'false', 'yes']) {
      const res = await signUp(
        apiRequest('/api/v1/auth/signup', {
          method: 'POST',
          body: {
            first_name: 'No',
            last_name: 'Consent',
            email: 'no.consent@example.com',
            password: PASSWORD,
            confirm_password: PASSWORD,
            accept_terms,
          },
        }),
        ctx,
      );
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect((await res.json()).message).toBe('Please accept the Terms of Service and the Privacy Policy.');
    }
    expect(await db().db.select({ id: users.id }).from(users).where(eq(users.email, 'no.consent@example.com'))).toHaveLength(0);
    const before = Date.now();
    expect((await postSignUp('with.consent@example.com')).status).toBe(202);
    const [row] = await db().db.select({ at: users.termsAcceptedAt }).from(users).where(eq(users.email, 'with.consent@example.com'));
    expect(row.at!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('answers schema violations with the spec messages', async () => {
    const res = await signUp(
      apiRequest('/api/v1/auth/signup', {
        method: 'POST',
        body: { first_name: 'A', last_name: 'B', email: 'x@y.co', password: 'short', confirm_password: 'short', accept_terms: true },
      }),
      ctx,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Must be atleast 8 characters long');
    const mismatch = await signUp(
      apiRequest('/api/v1/auth/signup', {
        method: 'POST',
        body: { first_name: 'A', last_name: 'B', email: 'x@y.co', password: PASSWORD, confirm_password: 'Other2026x', accept_terms: true },
      }),
      ctx,
    );
    expect((await mismatch.json()).message).toBe('Passwords are not the same.');
    const badEmail = await signIn(apiRequest('/api/v1/auth/signin', { method: 'POST', body: { email: 'nope', password: 'x' } }), ctx);
    expect((await badEmail.json()).message).toBe('Please provide valid email.');
  });

  it('answers malformed JSON with a 4xx JSON message', async () => {
    const res = await signIn(
      apiRequest('/api/v1/auth/signin', { method: 'POST', body: '{"email": ', headers: { 'content-type': 'application/json' } }),
      ctx,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Invalid JSON body.' });
  });

  it('refuses a cross-site sign-in (CSRF Origin check)', async () => {
    const res = await signIn(
      apiRequest('/api/v1/auth/signin', {
        method: 'POST',
        body: { email: 'a@b.co', password: 'x' },
        headers: { origin: 'https://evil.example' },
      }),
      ctx,
    );
    expect(res.status).toBe(403);
  });

  it('rate-limits resending the verification mail per account', async () => {
    const { jar } = await signUpCustomer('resend@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await resendVerification(apiRequest('/api/v1/auth/verify-email/send', { method: 'POST', jar, ip: `192.0.2.${i}` }), ctx);
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await listOutbox({ to: 'resend@example.com' })).toHaveLength(6); // sign-up mail + 5 resends
  });

  it('a password change revokes every other session and rotates this one', async () => {
    const { jar: first } = await signUpCustomer('rotate@example.com');
    const second = new CookieJar();
    second.apply(
      await signIn(apiRequest('/api/v1/auth/signin', { method: 'POST', body: { email: 'rotate@example.com', password: PASSWORD } }), ctx),
    );
    const oldFirst = first.header();

    const wrong = await changePassword(
      apiRequest('/api/v1/auth/change-password', {
        method: 'POST',
        jar: first,
        body: { current_password: 'Wrong2026x', password: 'Newpass2026', confirm_password: 'Newpass2026' },
      }),
      ctx,
    );
    expect(wrong.status).toBe(400);

    const changed = await changePassword(
      apiRequest('/api/v1/auth/change-password', {
        method: 'POST',
        jar: first,
        body: { current_password: PASSWORD, password: 'Newpass2026', confirm_password: 'Newpass2026' },
      }),
      ctx,
    );
    expect(changed.status).toBe(200);
    first.apply(changed);
    expect(first.header()).not.toBe(oldFirst);
    expect((await session(apiRequest('/api/v1/auth/session', { jar: first }), ctx)).status).toBe(200);
    expect((await session(apiRequest('/api/v1/auth/session', { jar: second }), ctx)).status).toBe(401);
    expect((await session(apiRequest('/api/v1/auth/session', { headers: { cookie: oldFirst } }), ctx)).status).toBe(401);
  });

  it('updates names through account settings and returns the user', async () => {
    const { jar } = await signUpCustomer('settings@example.com');
    const res = await accountSettings(
      apiRequest('/api/v1/auth/account/settings', { method: 'PUT', jar, body: { first_name: 'Ana', last_name: 'Reyes' } }),
      ctx,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ first_name: 'Ana', last_name: 'Reyes' });
    const tooLong = await accountSettings(
      apiRequest('/api/v1/auth/account/settings', { method: 'PUT', jar, body: { first_name: 'x'.repeat(51), last_name: 'Reyes' } }),
      ctx,
    );
    expect((await tooLong.json()).message).toBe("Value can't be longer than 50.");
  });

  it('expires idle sessions', async () => {
    const { jar } = await signUpCustomer('idle@example.com');
    const [user] = await db().db.select({ id: users.id }).from(users).where(eq(users.email, 'idle@example.com'));
    await db()
      .db.update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await session(apiRequest('/api/v1/auth/session', { jar }), ctx)).status).toBe(401);
  });
});
