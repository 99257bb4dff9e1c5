import 'server-only';
import { safeCallbackPath, withCallbackUrl } from '@/lib/auth/callback-url';
import { appUrl } from '@/lib/config/app';
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
  const callback = safeCallbackPath(new URL(req.url).searchParams.get('callback_url'), origin) ?? '/';
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (await getRequestSession(req)) {
    headers.set('location', new URL(callback, origin).toString());
  } else {
    for (const cookie of clearSessionCookieHeaders()) headers.append('set-cookie', cookie);
    headers.set('location', new URL(withCallbackUrl('/login', callback), origin).toString());
  }
  return new Response(null, { status: 302, headers });
}
