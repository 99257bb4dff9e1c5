// GET /api/v1/auth/account/consents – accepted Terms/Privacy versions, optional consents, every change
// PUT /api/v1/auth/account/consents – {kind, granted}: give or withdraw an optional consent (marketing e-mail, SMS)
import { route, readJson } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { getConsents, setOptionalConsent } from '@/lib/server/privacy/consents';
import { optionalConsentSchema } from '@/lib/validation/privacy';

export const GET = route(async (req) => getConsents((await requireUser(req, { allowUnverified: true })).id));

export const PUT = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  return setOptionalConsent(user.id, await readJson(req, optionalConsentSchema));
});
