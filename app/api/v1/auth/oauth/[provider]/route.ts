// GET /api/v1/auth/oauth/{provider}?callback_url= – redirect to Google or Facebook (404 when not configured)
import { route } from '@/lib/server/http';
import { startOAuth } from '@/lib/server/auth/oauth/start-oauth';

export const GET = route<{ provider: string }>(async (req, ctx) => {
  const { provider } = await ctx.params;
  const { location, cookie } = await startOAuth(provider, new URL(req.url).searchParams.get('callback_url'));
  return new Response(null, { status: 302, headers: { location, 'set-cookie': cookie, 'cache-control': 'no-store' } });
});
