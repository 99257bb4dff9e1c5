// POST /api/v1/auth/account/consents/policies – {accept: true}: accept the current Terms of Service and Privacy Policy
import { route, readJson } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { acceptCurrentPolicies } from '@/lib/server/privacy/consents';
import { acceptPoliciesSchema } from '@/lib/validation/privacy';

export const POST = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  await readJson(req, acceptPoliciesSchema);
  return acceptCurrentPolicies(user.id);
});
