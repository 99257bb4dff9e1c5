// POST /api/v1/auth/verify-ibp – consume the admin's IBP verification link ({ token })
import { route, readJson } from '@/lib/server/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { verifyIbp } from '@/lib/server/verification/verify-ibp';
import { tokenSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  const { token } = await readJson(req, tokenSchema);
  return verifyIbp(token, requestMeta(req));
});
