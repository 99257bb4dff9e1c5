import 'server-only';
import { SESSION_HINT_COOKIE } from '@/lib/auth/session-hint';
import { env } from '@/lib/server/env';

/**
 * Cookie attributes (ASVS 3.4): HttpOnly, SameSite=Lax, Path=/, and in production Secure with the
 * `__Host-` prefix. The one exception: a production build served over plain http on a non-local
 * host (APP_URL http://…), where browsers would drop a Secure cookie and nobody could sign in.
 */
function isSecureCookieContext(): boolean {
  const { NODE_ENV, APP_URL: appUrl } = env();
  if (NODE_ENV !== 'production') return false;
  if (appUrl.startsWith('https://')) return true;
  try {
    const { hostname } = new URL(appUrl);
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  } catch {
    return true;
  }
}

/** A cookie's name: `__Secure-` first where cookies are Secure (the browser then refuses it over plain HTTP). */
export function secureCookieName(base: string): string {
  return isSecureCookieContext() ? `__Secure-${base}` : base;
}

export function sessionCookieName(): string {
  return isSecureCookieContext() ? '__Host-abogado_session' : 'abogado_session';
}

type CookieOptions = { maxAgeSeconds?: number; path?: string; sameSite?: 'Lax' | 'Strict'; httpOnly?: boolean };

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [
    `${name}=${value}`,
    `Path=${options.path ?? '/'}`,
    ...(options.httpOnly === false ? [] : ['HttpOnly']),
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
    if (options.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (isSecureCookieContext()) parts.push('Secure');
  return parts.join('; ');
}

/** The session cookie and its readable hint (lib/auth/session-hint.ts): two Set-Cookie headers. */
export function sessionCookieHeaders(value: string, expiresAt: Date): string[] {
  const maxAgeSeconds = (expiresAt.getTime() - Date.now()) / 1000;
  return [
    serializeCookie(sessionCookieName(), value, { maxAgeSeconds }),
    serializeCookie(SESSION_HINT_COOKIE, '1', { maxAgeSeconds, httpOnly: false }),
  ];
}

export function clearSessionCookieHeaders(): string[] {
  return [
    serializeCookie(sessionCookieName(), '', { maxAgeSeconds: 0 }),
    serializeCookie(SESSION_HINT_COOKIE, '', { maxAgeSeconds: 0, httpOnly: false }),
  ];
}
