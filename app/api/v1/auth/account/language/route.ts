// PUT /api/v1/auth/account/language – the language of the site, your e-mails and your texts
import { route, readJson } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { setAccountLanguage } from '@/lib/server/platform/i18n/account-language';
import { accountLanguageSchema } from '@/lib/validation/language';

export const PUT = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  const { language } = await readJson(req, accountLanguageSchema);
  return setAccountLanguage(user.id, language);
});
