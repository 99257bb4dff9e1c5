// POST /api/v1/auth/account/phone/resend – a new code for your unverified number (limited)
import { route } from '@/lib/server/platform/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { requireUser } from '@/lib/server/auth/require-user';
import { resendPhoneCode } from '@/lib/server/auth/phone/resend-phone-code';

export const POST = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  return { phone: await resendPhoneCode(user.id, requestMeta(req).ip) };
});
