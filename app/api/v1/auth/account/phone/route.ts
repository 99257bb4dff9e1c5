// GET | PUT | DELETE /api/v1/auth/account/phone – your mobile number: read it, set it (texts a code once your e-mail is verified), remove it
import { route, readJson } from '@/lib/server/platform/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { requireUser } from '@/lib/server/auth/require-user';
import { loadPhoneSettings } from '@/lib/server/auth/phone/phone-state';
import { removeAccountPhone } from '@/lib/server/auth/phone/remove-account-phone';
import { setAccountPhone } from '@/lib/server/auth/phone/set-account-phone';
import { accountPhoneSchema } from '@/lib/validation/phone';

export const GET = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  return loadPhoneSettings(user.id);
});

export const PUT = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  const { phone } = await readJson(req, accountPhoneSchema);
  return { phone: await setAccountPhone(user.id, phone, requestMeta(req).ip) };
});

export const DELETE = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  return removeAccountPhone(user.id);
});
