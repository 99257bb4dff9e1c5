// POST /api/v1/auth/reset-password – set a new password from a mailed link ({ token, password, confirm_password })
import { route, readJson } from '@/lib/server/platform/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { jsonWithCookies } from '@/lib/server/auth/respond';
import { resetPassword } from '@/lib/server/auth/reset-password';
import { addressLimits } from '@/lib/server/platform/security/limits';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { clearSessionCookieHeaders } from '@/lib/server/auth/session-cookie';
import { resetPasswordSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  await enforceRateLimits(addressLimits('reset-submit', requestMeta(req).ip));
  const input = await readJson(req, resetPasswordSchema);
  return jsonWithCookies(await resetPassword(input), { cookies: [clearSessionCookieHeaders()] });
});
