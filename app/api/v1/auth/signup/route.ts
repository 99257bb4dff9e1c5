// POST /api/v1/auth/signup – register a CUSTOMER by e-mail (signed in at once, verification mail sent)
import { route, readJson } from '@/lib/server/http';
import { sessionCookieValue } from '@/lib/server/auth/request-session';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { jsonWithCookies } from '@/lib/server/auth/respond';
import { signUpCustomer } from '@/lib/server/auth/sign-up-customer';
import { customerSignUpSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  const input = await readJson(req, customerSignUpSchema);
  const { user, cookie } = await signUpCustomer(input, { meta: requestMeta(req), sessionCookie: sessionCookieValue(req) });
  return jsonWithCookies(user, { status: 201, cookies: [cookie] });
});
