import 'server-only';
import { verifySessionClaims, type SessionClaims } from './session-claims';
import { readCookie } from '@/lib/auth/read-cookie';
import { sessionCookieName } from './session-cookie';
import { findSessionUser } from './sessions';
import type { SessionUser } from '@/lib/server/platform/security/types';
import { noteRequestUser } from '@/lib/server/platform/log/request-context';

export type RequestSession = { user: SessionUser; claims: SessionClaims };

/**
 * The session behind a cookie value: the signature must verify AND the session row must be live.
 * Nothing here trusts the proxy — a request that skipped it (CVE-2025-29927) is checked the same.
 */
export async function sessionFromCookieValue(value: string | undefined): Promise<RequestSession | null> {
  const claims = await verifySessionClaims(value);
  if (!claims) return null;
  const user = await findSessionUser(claims.sessionToken);
  if (!user || user.id !== claims.userId) return null;
  noteRequestUser(user.id);
  return { user, claims };
}

export function sessionCookieValue(req: Request): string | undefined {
  return readCookie(req.headers.get('cookie'), sessionCookieName());
}

export async function getRequestSession(req: Request): Promise<RequestSession | null> {
  return sessionFromCookieValue(sessionCookieValue(req));
}

/** True when the signed claims no longer match the database (e.g. the e-mail was verified since). */
export function claimsAreStale(session: RequestSession): boolean {
  const { user, claims } = session;
  return (
    claims.emailVerified !== user.emailVerified ||
    claims.type !== user.type ||
    claims.roles.length !== user.roles.length ||
    claims.roles.some((role, i) => role !== user.roles[i])
  );
}
