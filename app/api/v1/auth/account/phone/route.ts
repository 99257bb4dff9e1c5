// GET | PUT | DELETE /api/v1/auth/account/phone – your mobile number: read it, set it (texts a code), remove it
import { route, readJson } from '@/lib/server/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { loadPhoneState } from '@/lib/server/phone/phone-state';
import { removeAccountPhone } from '@/lib/server/phone/remove-account-phone';
import { setAccountPhone } from '@/lib/server/phone/set-account-phone';
import { accountPhoneSchema } from '@/lib/validation/phone';

export const GET = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  return { phone: await loadPhoneState(user.id) };
});

export const PUT = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  const { phone } = await readJson(req, accountPhoneSchema);
  return { phone: await setAccountPhone(user.id, phone) };
});

export const DELETE = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  return removeAccountPhone(user.id);
});
