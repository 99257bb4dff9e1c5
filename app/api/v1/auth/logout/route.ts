// POST /api/v1/auth/logout – revoke this browser's session and clear its cookie
import { route } from '@/lib/server/platform/http';
import { getRequestSession } from '@/lib/server/auth/request-session';
import { jsonWithCookies } from '@/lib/server/auth/respond';
import { clearSessionCookieHeaders } from '@/lib/server/auth/session-cookie';
import { revokeSession } from '@/lib/server/auth/sessions';

export const POST = route(async (req) => {
  const session = await getRequestSession(req);
  if (session) await revokeSession(session.user.sessionId);
  return jsonWithCookies({ ok: true }, { cookies: [clearSessionCookieHeaders()] });
});
