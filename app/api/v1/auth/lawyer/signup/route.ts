// POST /api/v1/auth/lawyer/signup – register a LAWYER (multipart: fields, repeated array keys, IBP ID, government ID): 202 "check your email" for any address
import { route } from '@/lib/server/platform/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { jsonWithCookies } from '@/lib/server/auth/respond';
import { LAWYER_SIGN_UP_LIMITS, signUpLawyer } from '@/lib/server/auth/sign-up-lawyer';
import { addressLimits } from '@/lib/server/platform/security/limits';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { readMultipart } from '@/lib/server/platform/storage/read-multipart';

export const POST = route(async (req) => {
  await enforceRateLimits(addressLimits('signup', requestMeta(req).ip));
  const form = await readMultipart(req, LAWYER_SIGN_UP_LIMITS);
  const { status, body } = await signUpLawyer(form);
  return jsonWithCookies(body, { status });
});
