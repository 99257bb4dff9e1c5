import 'server-only';
import { appUrl } from '@/lib/config/app';
import { sessionCookieValue } from '@/lib/server/auth/request-session';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { completeOAuth, OAuthFailure } from './complete-oauth';
import { clearOAuthStateCookie } from './oauth-state';

/** Redirects to the landing page on success, or back to /login?error=oauth on any provider failure. */
export async function oauthCallbackResponse(providerId: string, req: Request): Promise<Response> {
  const headers = new Headers({ 'cache-control': 'no-store' });
  headers.append('set-cookie', clearOAuthStateCookie());
  try {
    const { location, cookie } = await completeOAuth(providerId, req, { meta: requestMeta(req), sessionCookie: sessionCookieValue(req) });
    for (const c of cookie) headers.append('set-cookie', c);
    headers.set('location', location);
  } catch (error) {
    if (!(error instanceof OAuthFailure)) throw error;
    console.warn(`[oauth] ${providerId}: ${error.message}`);
    headers.set('location', `${appUrl()}/login?error=oauth`);
  }
  return new Response(null, { status: 302, headers });
}
