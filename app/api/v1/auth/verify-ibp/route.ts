// POST /api/v1/auth/verify-ibp – consume the admin's IBP verification link ({ token })
import { route, readJson } from '@/lib/server/platform/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { verifyIbp } from '@/lib/server/admin/verification/verify-ibp';
import { addressLimits } from '@/lib/server/platform/security/limits';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { tokenSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  await enforceRateLimits(addressLimits('verify-token', requestMeta(req).ip));
  const { token } = await readJson(req, tokenSchema);
  return verifyIbp(token);
});
