// POST /api/v1/auth/account/phone/verify – the 6-digit code texted to your number
import { route, readJson } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { verifyAccountPhone } from '@/lib/server/auth/phone/verify-account-phone';
import { verifyPhoneSchema } from '@/lib/validation/phone';

export const POST = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  const { code } = await readJson(req, verifyPhoneSchema);
  return { phone: await verifyAccountPhone(user.id, code) };
});
