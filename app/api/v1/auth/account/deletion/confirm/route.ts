// POST /api/v1/auth/account/deletion/confirm – {token}: the mailed link of an account without a password schedules the deletion
import { route, readJson } from '@/lib/server/platform/http';
import { jsonWithCookies } from '@/lib/server/auth/respond';
import { clearSessionCookieHeaders } from '@/lib/server/auth/session-cookie';
import { confirmAccountDeletion } from '@/lib/server/privacy/request-account-deletion';
import { tokenSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  const { token } = await readJson(req, tokenSchema);
  return jsonWithCookies(await confirmAccountDeletion(token), { status: 202, cookies: [clearSessionCookieHeaders()] });
});
