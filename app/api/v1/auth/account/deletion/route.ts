// GET  /api/v1/auth/account/deletion – what stops a deletion now, whether a password is asked
// POST /api/v1/auth/account/deletion – {password}: schedule the deletion (sessions end), or mail a confirmation link
import { route, readJson } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { jsonWithCookies } from '@/lib/server/auth/respond';
import { clearSessionCookieHeaders } from '@/lib/server/auth/session-cookie';
import { getDeletionState } from '@/lib/server/privacy/get-deletion-state';
import { requestAccountDeletion } from '@/lib/server/privacy/request-account-deletion';
import { accountDeletionSchema } from '@/lib/validation/privacy';

export const GET = route(async (req) => getDeletionState(await requireUser(req, { allowUnverified: true })));

export const POST = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  const result = await requestAccountDeletion(user, await readJson(req, accountDeletionSchema));
  // Scheduled: every session ended, this browser's cookie goes too.
  return jsonWithCookies(result, { status: 202, cookies: result.status === 'scheduled' ? [clearSessionCookieHeaders()] : [] });
});
