import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import type { UserType } from '@/lib/auth/access-rules';
import { getSessionSecret } from '@/lib/server/platform/security/session-secret';

/**
 * The session cookie's value: a JWT (HS256) that the proxy (proxy.ts) verifies without the database. It
 * carries the random session token (`sid`; only its SHA-256 is stored) plus the claims the
 * access table needs. Handlers always confirm `sid` against the sessions table as well.
 */
export type SessionClaims = {
  userId: string;
  sessionToken: string;
  type: UserType;
  roles: string[];
  emailVerified: boolean;
};

const ISSUER = 'abogado';
const AUDIENCE = 'abogado-session';

export async function signSessionClaims(claims: SessionClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionToken, typ: claims.type, roles: claims.roles, ev: claims.emailVerified })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(getSessionSecret());
}

/** The verified claims, or null for a missing, expired, tampered or malformed value. */
export async function verifySessionClaims(value: string | undefined | null): Promise<SessionClaims | null> {
  if (!value || value.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(value, getSessionSecret(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const { sub, sid, typ, roles, ev } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof sid !== 'string' || (typ !== 'CUSTOMER' && typ !== 'LAWYER')) return null;
    return {
      userId: sub,
      sessionToken: sid,
      type: typ,
      roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
      emailVerified: ev === true,
    };
  } catch {
    return null;
  }
}
