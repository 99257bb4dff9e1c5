// GET /api/v1/auth/oauth/{provider}/callback – the provider's redirect back: sign in (or up) and land
import { route } from '@/lib/server/platform/http';
import { oauthCallbackResponse } from '@/lib/server/auth/oauth/oauth-callback-response';

export const GET = route<{ provider: string }>(async (req, ctx) => oauthCallbackResponse((await ctx.params).provider, req));
