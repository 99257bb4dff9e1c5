import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '@/lib/db/schema';
import { POST as signUp } from '@/app/api/v1/auth/signup/route';
import { POST as signUpLawyer } from '@/app/api/v1/auth/lawyer/signup/route';
import { POST as signIn } from '@/app/api/v1/auth/signin/route';
import { POST as requestLink } from '@/app/api/v1/auth/signin/link/route';
import { POST as consumeLink } from '@/app/api/v1/auth/signin/link/consume/route';
import { POST as verifyEmail } from '@/app/api/v1/auth/verify-email/route';
import { GET as session } from '@/app/api/v1/auth/session/route';
import { settleAfterResponse } from '@/lib/server/platform/http/after-response';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { resetSessionSecretForTests } from '@/lib/server/platform/security/session-secret';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { CookieJar, apiRequest, linkIn, routeCtx } from '@/lib/test/fixtures/http';
import { pathInLanguage } from '@/lib/rules/signed-in-language';

// Issue 40 point 4: an account keeps the language it signed up in, and signing in brings its pages back in it.

setTestEnv({ SESSION_SECRET: 'jest-session-secret-0123456789abcdefghijklmnop' });
const storageDir = mkdtempSync(path.join(os.tmpdir(), 'abogado-language-'));
setTestEnv({ STORAGE_DIR: storageDir });
const ctx = routeCtx();
const PASSWORD = 'Sampaguita2026';
let ip = 10;
const nextIp = () => `198.51.100.${ip++}`;

async function postSignUp(email: string, language?: string) {
  const body = { first_name: 'Ligaya', last_name: 'Reyes', email, password: PASSWORD, confirm_password: PASSWORD, accept_terms: true };
  const res = await signUp(
    apiRequest('/api/v1/auth/signup', { method: 'POST', body: language ? { ...body, language } : body, ip: nextIp() }),
    ctx,
  );
  await settleAfterResponse();
  return res;
}

const signInAs = (email: string) =>
  signIn(apiRequest('/api/v1/auth/signin', { method: 'POST', body: { email, password: PASSWORD }, ip: nextIp() }), ctx);

/** The NEXT_LOCALE Set-Cookie of an answer. */
const localeCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('NEXT_LOCALE='));

describe('the language of the account', () => {
  const db = useTestDb();
  beforeAll(() => {
    resetSessionSecretForTests();
    setStorageForTests(undefined);
  });
  afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

  const languageOf = async (email: string) =>
    (await db().db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;

  it('a client signing up on a Filipino page gets a Filipino account; without a language, English', async () => {
    expect((await postSignUp('ligaya@example.com', 'fil')).status).toBe(202);
    expect(await languageOf('ligaya@example.com')).toBe('fil');
    expect((await postSignUp('english@example.com')).status).toBe(202);
    expect(await languageOf('english@example.com')).toBe('en');
    expect((await postSignUp('klingon@example.com', 'tlh')).status).toBe(400);
  });

  it('a lawyer signing up on a Filipino page gets a Filipino account', async () => {
    const form = new FormData();
    const fields: [string, string][] = [
      ['first_name', 'Andres'],
      ['last_name', 'Bonifacio'],
      ['email', 'andres@example.com'],
      ['password', PASSWORD],
      ['confirm_password', PASSWORD],
      ['accept_terms', 'true'],
      ['roll_number', '54321'],
      ['ibp_number', 'IBP-2026-0099'],
      ['areas_of_law', 'civil'],
      ['languages', 'Tagalog'],
      ['language', 'fil'],
    ];
    for (const [k, v] of fields) form.append(k, v);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    form.append('ibp_id', new File([png], 'ibp.png', { type: 'image/png' }));
    form.append('government_id', new File([png], 'id.png', { type: 'image/png' }));
    const res = await signUpLawyer(apiRequest('/api/v1/auth/lawyer/signup', { method: 'POST', body: form, ip: nextIp() }), ctx);
    await settleAfterResponse();
    expect(res.status).toBe(202);
    expect(await languageOf('andres@example.com')).toBe('fil');
  });

  it('the verification link signs in with the language cookie of the account', async () => {
    await postSignUp('verify.fil@example.com', 'fil');
    const [mail] = await listOutbox({ to: 'verify.fil@example.com' });
    // The mail is in the account's language: its link opens the Filipino page.
    const token = linkIn(mail.text, '/fil/verify-email/').split('/').pop()!;
    const res = await verifyEmail(apiRequest('/api/v1/auth/verify-email', { method: 'POST', body: { token } }), ctx);
    expect(res.status).toBe(200);
    expect(localeCookie(res)).toMatch(/^NEXT_LOCALE=fil; Path=\/; SameSite=Lax; Max-Age=31536000$/);
  });

  it('a password sign-in sets the language cookie to the account language, not HttpOnly (the proxy and the page read it)', async () => {
    await postSignUp('maganda@example.com', 'fil');
    await postSignUp('plain@example.com', 'en');
    const fil = await signInAs('maganda@example.com');
    expect(fil.status).toBe(200);
    expect(localeCookie(fil)).toBe('NEXT_LOCALE=fil; Path=/; SameSite=Lax; Max-Age=31536000');
    const en = await signInAs('plain@example.com');
    expect(localeCookie(en)).toBe('NEXT_LOCALE=en; Path=/; SameSite=Lax; Max-Age=31536000');
    // A failed sign-in says nothing about the account's language.
    const wrong = await signIn(
      apiRequest('/api/v1/auth/signin', { method: 'POST', body: { email: 'maganda@example.com', password: 'Wrong2026x' }, ip: nextIp() }),
      ctx,
    );
    expect(wrong.status).toBe(401);
    expect(localeCookie(wrong)).toBeUndefined();
  });

  it('the account follows the language chosen with the switch: the next session check takes the cookie', async () => {
    await postSignUp('pili@example.com', 'en');
    const jar = new CookieJar().apply(await signInAs('pili@example.com'));
    // The switch's address (/fil/…) set the cookie (proxy.ts); the page then asks who is signed in.
    jar.set('NEXT_LOCALE', 'fil');
    expect((await session(apiRequest('/api/v1/auth/session', { jar }), ctx)).status).toBe(200);
    expect(await languageOf('pili@example.com')).toBe('fil');
    jar.set('NEXT_LOCALE', 'en');
    expect((await session(apiRequest('/api/v1/auth/session', { jar }), ctx)).status).toBe(200);
    expect(await languageOf('pili@example.com')).toBe('en');
    // A value that is no language of the site changes nothing.
    jar.set('NEXT_LOCALE', 'xx');
    expect((await session(apiRequest('/api/v1/auth/session', { jar }), ctx)).status).toBe(200);
    expect(await languageOf('pili@example.com')).toBe('en');
  });

  it('a mailed sign-in link sets it too', async () => {
    await postSignUp('link.fil@example.com', 'fil');
    const asked = await requestLink(
      apiRequest('/api/v1/auth/signin/link', { method: 'POST', body: { email: 'link.fil@example.com' }, ip: nextIp() }),
      ctx,
    );
    expect(asked.status).toBe(200);
    await settleAfterResponse();
    const [mail] = await listOutbox({ to: 'link.fil@example.com' });
    const token = new URL(linkIn(mail.text, '/login/link')).searchParams.get('token')!;
    const jar = new CookieJar();
    jar.set('NEXT_LOCALE', 'en'); // the page the link was opened on was English
    const res = await consumeLink(
      apiRequest('/api/v1/auth/signin/link/consume', { method: 'POST', body: { token }, jar, ip: nextIp() }),
      ctx,
    );
    expect(res.status).toBe(200);
    expect(jar.apply(res).get('NEXT_LOCALE')).toBe('fil');
  });
});

it('a landing path goes to the page in the account language, whatever prefix it had', () => {
  expect(pathInLanguage('fil', '/customer-portal')).toBe('/fil/customer-portal');
  expect(pathInLanguage('fil', '/fil/book/abc/2030-01-01T01:00:00Z?duration=60#x')).toBe(
    '/fil/book/abc/2030-01-01T01:00:00Z?duration=60#x',
  );
  expect(pathInLanguage('en', '/fil/book/abc?duration=60')).toBe('/book/abc?duration=60');
  expect(pathInLanguage('en', '/fil?tab=1')).toBe('/?tab=1');
  expect(pathInLanguage('fil', '/')).toBe('/fil');
  expect(pathInLanguage('en', '/lawyer-portal')).toBe('/lawyer-portal');
});
