import { useTestDb } from '@/lib/test/db';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { resetSessionSecretForTests } from '@/lib/server/platform/security/session-secret';
import { POST as signUp } from '@/app/api/v1/auth/signup/route';
import { POST as signIn } from '@/app/api/v1/auth/signin/route';
import { POST as resendVerification } from '@/app/api/v1/auth/verify-email/send/route';
import { setTestEnv } from '@/lib/test/env';
import { CookieJar, apiRequest, linkIn, routeCtx } from '@/lib/test/fixtures/http';
import { settleAfterResponse } from '@/lib/server/platform/http/after-response';

// Issue 27 "keep the slot": the verification mail leads back to the page the visitor was going to
// (the booking page of the slot they tapped), and never to another site.

setTestEnv({ SESSION_SECRET: 'jest-session-secret-0123456789abcdefghijklmnop' });
const ctx = routeCtx();
const PASSWORD = 'Sunrise2026';
const BOOK = '/book/5b0f3a52-3f3e-4d0b-9a43-2f8f0c7d1e11/2026-12-01T01:00:00.000Z?duration=30';

let ip = 0;
async function postSignUp(email: string, callback_url?: string) {
  ip += 1;
  const res = await signUp(
    apiRequest('/api/v1/auth/signup', {
      method: 'POST',
      body: {
        first_name: 'Ana',
        last_name: 'Cruz',
        email,
        password: PASSWORD,
        confirm_password: PASSWORD,
        accept_terms: true,
        ...(callback_url === undefined ? {} : { callback_url }),
      },
      ip: `198.51.100.${ip}`,
    }),
    ctx,
  );
  await settleAfterResponse();
  expect(res.status).toBe(202);
}

const verifyLink = async (email: string) => new URL(linkIn((await listOutbox({ to: email }))[0].text, '/verify-email/'));

describe('the verification mail keeps callback_url', () => {
  useTestDb();
  beforeAll(() => resetSessionSecretForTests());

  it('carries a same-origin callback_url on the verification link', async () => {
    await postSignUp('keep.slot@example.com', BOOK);
    const link = await verifyLink('keep.slot@example.com');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toMatch(/^\/verify-email\/[^/]+$/);
    expect(link.searchParams.get('callback_url')).toBe(BOOK);
  });

  it('drops a callback_url to another origin (no open redirect) and sends the plain link', async () => {
    for (const [n, evil] of ['https://evil.example/book', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'].entries()) {
      const email = `no.redirect${n}@example.com`;
      await postSignUp(email, evil);
      const link = await verifyLink(email);
      expect(link.origin).toBe('http://localhost:3000');
      expect(link.search).toBe('');
    }
  });

  it('keeps it on the mail to an existing unverified owner, and on a resent link', async () => {
    await postSignUp('again@example.com');
    await postSignUp('again@example.com', BOOK);
    const [told] = await listOutbox({ to: 'again@example.com' });
    expect(told.subject).toBe('You already have an Abogado account');
    expect(new URL(linkIn(told.text, '/verify-email/')).searchParams.get('callback_url')).toBe(BOOK);

    const jar = new CookieJar();
    jar.apply(
      await signIn(apiRequest('/api/v1/auth/signin', { method: 'POST', body: { email: 'again@example.com', password: PASSWORD } }), ctx),
    );
    const res = await resendVerification(
      apiRequest('/api/v1/auth/verify-email/send', { method: 'POST', jar, body: { callback_url: BOOK } }),
      ctx,
    );
    expect(res.status).toBe(200);
    expect((await verifyLink('again@example.com')).searchParams.get('callback_url')).toBe(BOOK);
  });

  it('refuses a callback_url that is not a short string (4xx, nothing sent)', async () => {
    const res = await signUp(
      apiRequest('/api/v1/auth/signup', {
        method: 'POST',
        body: {
          first_name: 'Ana',
          last_name: 'Cruz',
          email: 'long@example.com',
          password: PASSWORD,
          confirm_password: PASSWORD,
          accept_terms: true,
          callback_url: `/${'a'.repeat(3000)}`,
        },
        ip: '198.51.100.250',
      }),
      ctx,
    );
    await settleAfterResponse();
    expect(res.status).toBe(400);
    expect(await listOutbox({ to: 'long@example.com' })).toHaveLength(0);
  });
});
