import 'server-only';
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { getSessionSecret } from '@/lib/server/platform/security/session-secret';
import { readCookie } from '@/lib/auth/read-cookie';
import { secureCookieName, serializeCookie } from './session-cookie';

/**
 * OWASP "device cookie": after a successful sign-in the browser gets a signed marker for that
 * account. Sign-ins that present it are counted in the device's own bucket instead of the account's
 * shared one, so strangers guessing from many addresses cannot lock the owner out.
 */
const AUDIENCE = 'abogado-device';
const PATH = '/api/v1/auth';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function deviceCookieName(): string {
  return secureCookieName('abogado_device');
}

export function readDeviceCookie(req: Request): string | undefined {
  return readCookie(req.headers.get('cookie'), deviceCookieName());
}

export async function issueDeviceCookie(userId: string): Promise<string> {
  const value = await new SignJWT({ did: randomBytes(16).toString('base64url') })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${MAX_AGE_SECONDS}s`)
    .sign(getSessionSecret());
  return serializeCookie(deviceCookieName(), value, { maxAgeSeconds: MAX_AGE_SECONDS, path: PATH, sameSite: 'Strict' });
}

/** The device id when the cookie is genuine and belongs to this user. */
export async function trustedDeviceId(value: string | undefined, userId: string | undefined): Promise<string | null> {
  if (!value || !userId || value.length > 1024) return null;
  try {
    const { payload } = await jwtVerify(value, getSessionSecret(), { audience: AUDIENCE, algorithms: ['HS256'] });
    return payload.sub === userId && typeof payload.did === 'string' ? payload.did : null;
  } catch {
    return null;
  }
}
