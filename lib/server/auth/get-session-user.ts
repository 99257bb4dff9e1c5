import 'server-only';
import { findPendingPolicies } from '@/lib/server/privacy/consents';
import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { resolveAccess } from '@/lib/auth/access-rules';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import { appUrl } from '@/lib/config/app';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/config';
import { localePath } from '@/lib/i18n/paths';
import { boundaryLocale } from '@/lib/i18n/server';
import { sessionFromCookieValue } from './request-session';
import { verifySessionClaims } from './session-claims';
import { sessionCookieName } from './session-cookie';
import type { SessionUser } from '@/lib/server/platform/security/types';
import { mayOpenAdminConsole } from '@/lib/rules/admin-console';

/** Where a visitor signed in from an admin page comes back to. */
const ADMIN_HOME = '/admin';

// Once per request: a portal layout and its page both check, but the database is asked once.
const readPageSession = cache(async (): Promise<{ user: SessionUser | null; deadCookie: boolean }> => {
  const store = await cookies();
  const value = store.get(sessionCookieName())?.value;
  const session = await sessionFromCookieValue(value);
  if (session) return { user: session.user, deadCookie: false };
  return { user: null, deadCookie: Boolean(await verifySessionClaims(value)) };
});

/**
 * A guard's redirect to a page of this site, in the language of the page asked for (issue 72 item 14: an
 * address names its language and no cookie carries it any more, so `/fil/admin` signs in at `/fil/login`).
 * A target outside the site's pages (the access table's absolute URL) goes as it is.
 */
async function guardRedirect(target: string): Promise<never> {
  redirect(target.startsWith('/') ? localePath(await boundaryLocale(), target) : target);
}

/**
 * Where a cookie that outlived its session is cleared first (clearDeadSession), carrying the page's language
 * for the sign-in page it goes on to.
 */
async function expiredSessionPath(callback: string): Promise<string> {
  const locale: Locale = await boundaryLocale();
  const path = withCallbackUrl('/api/v1/auth/session/expired', callback);
  return locale === DEFAULT_LOCALE ? path : `${path}&locale=${locale}`;
}

/** The signed-in user for a server component (cookie verified and session row confirmed), or null. */
export async function getSessionUser(): Promise<SessionUser | null> {
  return (await readPageSession()).user;
}

/**
 * A protected page's own check (the proxy is not a boundary): applies the spec §2 access table to
 * `pathname` for the session user and redirects exactly as the proxy would; otherwise returns the
 * user. Pages call it with their own path, e.g. `await requirePageUser('/customer-portal')`.
 */
export async function requirePageUser(pathname: string, search = ''): Promise<SessionUser> {
  const { user, deadCookie } = await readPageSession();
  const current = `${pathname}${search}`;
  // A signature that outlived its session: clear it first, or proxy and page would disagree forever.
  if (!user && deadCookie) redirect(await expiredSessionPath(current));
  const target = resolveAccess({
    pathname,
    search,
    user: user ? { type: user.type, emailVerified: user.emailVerified } : null,
    origin: new URL(appUrl()).origin,
  });
  if (target) return guardRedirect(target);
  if (!user) return guardRedirect(withCallbackUrl('/login', current));
  // A new version of the Terms or the Privacy Policy is accepted before the portal opens again.
  if ((await findPendingPolicies(user.id)).length > 0) return guardRedirect(withCallbackUrl('/account/policies', current));
  return user;
}

/**
 * An admin page's own check (every page of /admin calls it; the proxy knows nothing of roles):
 * without a live session, to sign in and back to the console, the way a portal page goes
 * (requirePageUser: a signature that outlived its session is cleared first); 403 for a signed-in user
 * without the ADMIN role or with an unverified e-mail (app/[locale]/forbidden.tsx; next.config
 * experimental.authInterrupts). Not a 401 page: Next 16 draws an unauthorized() boundary in the
 * browser only (an empty document without JavaScript, lib/server/platform/http/not-found-page.ts says why),
 * and its one button led to the sign-in page anyway (issue 57).
 */
export async function requireAdminPage(): Promise<SessionUser> {
  const user = await requireAdminConsoleSession();
  if (!mayOpenAdminConsole(user)) forbidden();
  return user;
}

/**
 * The first half of requireAdminPage, for the 403 page the proxy draws for an admin address
 * (app/[locale]/access-denied): the proxy reads the cookie's signature only, so a session that ended
 * elsewhere still reaches it, and goes to sign in from there as from any admin page.
 */
export async function requireAdminConsoleSession(): Promise<SessionUser> {
  const { user, deadCookie } = await readPageSession();
  if (!user) return deadCookie ? redirect(await expiredSessionPath(ADMIN_HOME)) : guardRedirect(withCallbackUrl('/login', ADMIN_HOME));
  return user;
}
