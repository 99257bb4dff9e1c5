import 'server-only';
import { safeCallbackPath, withCallbackUrl } from '@/lib/auth/callback-url';
import { appUrl } from '@/lib/config/app';
import { isLocale } from '@/lib/i18n/config';
import { localePath } from '@/lib/i18n/paths';
import { getRequestSession } from './request-session';
import { clearSessionCookieHeaders } from './session-cookie';

/**
 * A cookie can keep a valid signature after its session was revoked (logout elsewhere, password
 * change, idle timeout). Middleware would then keep treating the browser as signed in while pages
 * do not — a redirect loop. Pages send such browsers here: the cookie is cleared only when the
 * session really is dead, so a forged link to this URL cannot sign anyone out.
 */
export async function clearDeadSession(req: Request): Promise<Response> {
  const origin = new URL(appUrl()).origin;
  const params = new URL(req.url).searchParams;
  const callback = safeCallbackPath(params.get('callback_url'), origin) ?? '/';
  // The language of the page the guard turned away (get-session-user.ts): its sign-in page is in it too.
  const locale = params.get('locale');
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (await getRequestSession(req)) {
    headers.set('location', new URL(callback, origin).toString());
  } else {
    for (const cookie of clearSessionCookieHeaders()) headers.append('set-cookie', cookie);
    const login = withCallbackUrl('/login', callback);
    headers.set('location', new URL(isLocale(locale) ? localePath(locale, login) : login, origin).toString());
  }
  return new Response(null, { status: 302, headers });
}
