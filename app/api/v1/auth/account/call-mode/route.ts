// PUT /api/v1/auth/account/call-mode – the call mode the lobby offers you first (video, data saver, audio only)
import { route, readJson } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { setAccountCallMode } from '@/lib/server/calls/call-mode';
import { accountCallModeSchema } from '@/lib/validation/call';

export const PUT = route(async (req) => {
  const user = await requireUser(req);
  const { mode } = await readJson(req, accountCallModeSchema);
  return setAccountCallMode(user.id, mode);
});
