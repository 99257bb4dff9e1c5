// POST /api/v1/auth/verify-ibp – consume the admin's IBP verification link ({ token })
import { route, readJson } from '@/lib/server/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { verifyIbp } from '@/lib/server/verification/verify-ibp';
import { addressLimits } from '@/lib/server/security/limits';
import { enforceRateLimits } from '@/lib/server/security/rate-limit';
import { tokenSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  await enforceRateLimits(addressLimits('verify-token', requestMeta(req).ip));
  const { token } = await readJson(req, tokenSchema);
  return verifyIbp(token);
});
