// POST /api/v1/auth/signup – register a CUSTOMER by e-mail: 202 "check your email" for any address (no session; the mailed link verifies and signs in)
import { route, readJson } from '@/lib/server/platform/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { jsonWithCookies } from '@/lib/server/auth/respond';
import { signUpCustomer } from '@/lib/server/auth/sign-up-customer';
import { addressLimits } from '@/lib/server/platform/security/limits';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { customerSignUpSchema } from '@/lib/validation/sign-up';

export const POST = route(async (req) => {
  await enforceRateLimits(addressLimits('signup', requestMeta(req).ip));
  const input = await readJson(req, customerSignUpSchema);
  const { status, body } = await signUpCustomer(input);
  return jsonWithCookies(body, { status });
});
