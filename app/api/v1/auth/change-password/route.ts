// POST /api/v1/auth/change-password – new password; every session ends, this browser gets a fresh one
import { route, readJson } from '@/lib/server/platform/http';
import { changePassword } from '@/lib/server/auth/change-password';
import { accountLimits } from '@/lib/server/platform/security/limits';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { requireUser } from '@/lib/server/auth/require-user';
import { jsonWithCookies } from '@/lib/server/auth/respond';
import { changePasswordSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  await enforceRateLimits(accountLimits('change-password', user.id));
  const input = await readJson(req, changePasswordSchema);
  const { message, cookie } = await changePassword(user, input, requestMeta(req));
  return jsonWithCookies({ message }, { cookies: [cookie] });
});
