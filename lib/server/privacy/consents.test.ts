import { eq, sql } from 'drizzle-orm';
import { GET as getConsentsRoute, PUT as putConsent } from '@/app/api/v1/auth/account/consents/route';
import { POST as acceptPolicies } from '@/app/api/v1/auth/account/consents/policies/route';
import { tables as t } from '@/lib/db';
import { POLICY_VERSIONS } from '@/lib/config/policies';
import type { ConsentState } from '@/lib/dto/privacy';
import { signUpCustomer } from '@/lib/server/auth/sign-up-customer';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findPendingPolicies } from './consents';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { type TestUser, testCustomer } from '@/lib/test/fixtures/users';

const db = useTestDb();

// The portal pages' own check reads the session cookie through next/headers: here, the jar of the
// user under test.
let pageCookies: TestUser['jar'] | null = null;
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (pageCookies?.get(name) ? { name, value: pageCookies.get(name) } : undefined) }),
}));
// The guard redirects in the page's language, a root param that exists only inside a request: an English page.
jest.mock('next/root-params', () => ({ locale: async () => 'en' }));
/** Where requirePageUser sends the user, or null when the page opens. */
async function pageRedirect(user: TestUser, path: string): Promise<string | null> {
  pageCookies = user.jar;
  try {
    await requirePageUser(path);
    return null;
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? error);
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return digest.split(';')[2];
  } finally {
    pageCookies = null;
  }
}

const consentsOf = async (user: TestUser): Promise<ConsentState> =>
  (await getConsentsRoute(apiRequest('/api/v1/auth/account/consents', { jar: user.jar }), routeCtx() as never)).json();
const put = (user: TestUser, body: unknown) =>
  putConsent(apiRequest('/api/v1/auth/account/consents', { method: 'PUT', jar: user.jar, body }), routeCtx() as never);

describe('consents on record', () => {
  it('records the accepted versions at sign-up', async () => {
    const email = `consent-${Date.now()}@example.org`;
    await signUpCustomer({
      email,
      password: 'Consent-2026',
      confirm_password: 'Consent-2026',
      first_name: 'Con',
      last_name: 'Sent',
      accept_terms: true,
    } as never);
    const [user] = await db().db.select().from(t.users).where(eq(t.users.email, email));
    const rows = await db().db.select().from(t.consents).where(eq(t.consents.userId, user.id));
    expect(rows.map((r) => [r.kind, r.version, r.granted, r.source]).sort()).toEqual([
      ['PRIVACY', POLICY_VERSIONS.PRIVACY, true, 'SIGN_UP'],
      ['TERMS', POLICY_VERSIONS.TERMS, true, 'SIGN_UP'],
    ]);
    expect(rows.every((r) => r.at instanceof Date)).toBe(true);
  });

  it('gives and withdraws an optional consent in one click each, with the time; bad input changes nothing', async () => {
    const user = await testCustomer(db().db);
    const other = await testCustomer(db().db);
    expect((await consentsOf(user)).optional).toEqual([expect.objectContaining({ kind: 'MARKETING_EMAIL', granted: false, at: null })]);
    for (const body of [
      { kind: 'TERMS', granted: false },
      { kind: 'MARKETING_EMAIL', granted: 'yes' },
      { kind: 'SMS', granted: true },
      {},
      { kind: 'MARKETING_EMAIL', granted: true, user_id: other.id, extra: 1 },
    ]) {
      const res = await put(user, body);
      if (res.status === 200) continue; // the unknown keys are dropped by zod; the kind and granted are the caller's own
      expect(res.status).toBe(400);
    }
    await db().db.delete(t.consents).where(eq(t.consents.userId, user.id));
    expect((await put(user, { kind: 'MARKETING_EMAIL', granted: true })).status).toBe(200);
    expect((await put(user, { kind: 'MARKETING_EMAIL', granted: true })).status).toBe(200); // no change, no row
    const after = await (await put(user, { kind: 'MARKETING_EMAIL', granted: false })).json();
    expect(after.optional[0]).toMatchObject({ kind: 'MARKETING_EMAIL', granted: false, at: expect.any(String) });
    expect(after.history.map((h: { kind: string; granted: boolean; source: string }) => [h.kind, h.granted, h.source])).toEqual([
      ['MARKETING_EMAIL', false, 'SETTINGS'],
      ['MARKETING_EMAIL', true, 'SETTINGS'],
    ]);
    // Another person's consents are untouched by all of it.
    expect(await db().db.select().from(t.consents).where(eq(t.consents.userId, other.id))).toEqual([]);
    // A visitor: 401.
    expect(
      (
        await putConsent(
          apiRequest('/api/v1/auth/account/consents', { method: 'PUT', body: { kind: 'MARKETING_EMAIL', granted: true } }),
          routeCtx() as never,
        )
      ).status,
    ).toBe(401);
  });

  it('a new policy version is asked for before the portal opens; accepting records it', async () => {
    const user = await testCustomer(db().db);
    // Accepted an older version of both texts.
    await db()
      .db.insert(t.consents)
      .values([
        { userId: user.id, kind: 'TERMS', version: '2020-01-01', granted: true, source: 'SIGN_UP', at: sql`now() - interval '1 day'` },
        {
          userId: user.id,
          kind: 'PRIVACY',
          version: POLICY_VERSIONS.PRIVACY,
          granted: true,
          source: 'SIGN_UP',
          at: sql`now() - interval '1 day'`,
        },
      ]);
    expect(await findPendingPolicies(user.id)).toEqual(['TERMS']);
    // The portal asks for it before it opens again, and comes back to the page after.
    expect(await pageRedirect(user, '/customer-portal/account-settings')).toBe(
      `/account/policies?callback_url=${encodeURIComponent('/customer-portal/account-settings')}`,
    );
    expect(
      (
        await acceptPolicies(
          apiRequest('/api/v1/auth/account/consents/policies', { method: 'POST', jar: user.jar, body: {} }),
          routeCtx() as never,
        )
      ).status,
    ).toBe(400);
    expect(await findPendingPolicies(user.id)).toEqual(['TERMS']);
    const res = await acceptPolicies(
      apiRequest('/api/v1/auth/account/consents/policies', { method: 'POST', jar: user.jar, body: { accept: true } }),
      routeCtx() as never,
    );
    expect(res.status).toBe(200);
    const state = (await res.json()) as ConsentState;
    expect(state.policies).toEqual([
      expect.objectContaining({ kind: 'TERMS', accepted_version: POLICY_VERSIONS.TERMS, accepted_at: expect.any(String) }),
      expect.objectContaining({ kind: 'PRIVACY', accepted_version: POLICY_VERSIONS.PRIVACY }),
    ]);
    expect(await findPendingPolicies(user.id)).toEqual([]);
    expect(await pageRedirect(user, '/customer-portal/account-settings')).toBeNull();
    // Nobody with no acceptance on record is stopped (accounts from before the checkbox, OAuth).
    const legacy = await testCustomer(db().db);
    expect(await findPendingPolicies(legacy.id)).toEqual([]);
  });
});
