import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { getSessionSecret } from '@/lib/server/platform/security/session-secret';
import { readCookie } from '@/lib/auth/read-cookie';
import { serializeCookie } from '@/lib/server/auth/session-cookie';
import { isLocale, type Locale } from '@/lib/i18n/config';

/**
 * State, PKCE verifier, where to land afterwards and the language of the page the button was on (a new
 * account's language), kept in a short-lived signed cookie.
 */
export type OAuthState = {
  provider: string;
  state: string;
  codeVerifier: string | null;
  callbackPath: string | null;
  language: Locale | null;
};

const COOKIE = 'abogado_oauth';
const PATH = '/api/v1/auth/oauth';
const AUDIENCE = 'abogado-oauth';
const TTL_SECONDS = 10 * 60;

export async function oauthStateCookie(value: OAuthState): Promise<string> {
  const jwt = await new SignJWT({ p: value.provider, s: value.state, v: value.codeVerifier, c: value.callbackPath, l: value.language })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .sign(getSessionSecret());
  // Lax: the provider brings the browser back with a top-level GET, which Lax allows.
  return serializeCookie(COOKIE, jwt, { maxAgeSeconds: TTL_SECONDS, path: PATH });
}

export function clearOAuthStateCookie(): string {
  return serializeCookie(COOKIE, '', { maxAgeSeconds: 0, path: PATH });
}

export async function readOAuthState(req: Request): Promise<OAuthState | null> {
  const value = readCookie(req.headers.get('cookie'), COOKIE);
  if (!value) return null;
  try {
    const { payload } = await jwtVerify(value, getSessionSecret(), { audience: AUDIENCE, algorithms: ['HS256'] });
    const { p, s, v, c, l } = payload as Record<string, unknown>;
    if (typeof p !== 'string' || typeof s !== 'string') return null;
    return {
      provider: p,
      state: s,
      codeVerifier: typeof v === 'string' ? v : null,
      callbackPath: typeof c === 'string' ? c : null,
      language: isLocale(l) ? l : null,
    };
  } catch {
    return null;
  }
}
