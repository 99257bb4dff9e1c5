// GET /api/v1/auth/oauth/{provider}?callback_url= – redirect to Google or Facebook (404 when not configured)
import { route } from '@/lib/server/platform/http';
import { startOAuth } from '@/lib/server/auth/oauth/start-oauth';
import { pageLocaleOfRequest } from '@/lib/i18n/negotiate';

export const GET = route<{ provider: string }>(async (req, ctx) => {
  const { provider } = await ctx.params;
  // The page the button was on names the new account's language (issue 72: visiting it sets no cookie).
  const { location, cookie } = await startOAuth(provider, new URL(req.url).searchParams.get('callback_url'), pageLocaleOfRequest(req));
  return new Response(null, { status: 302, headers: { location, 'set-cookie': cookie, 'cache-control': 'no-store' } });
});
