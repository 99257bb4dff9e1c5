// PUT /api/v1/auth/account/settings – names (JSON) or a new picture (multipart "picture"); returns the user
import { route, readJson } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { ACCOUNT_PICTURE_LIMITS, updateAccountSettings } from '@/lib/server/auth/update-account-settings';
import { readMultipart } from '@/lib/server/platform/storage/read-multipart';
import { z } from 'zod';

export const PUT = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  const isForm = (req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  if (isForm) return updateAccountSettings(user, { form: await readMultipart(req, ACCOUNT_PICTURE_LIMITS) });
  return updateAccountSettings(user, { json: await readJson(req, z.unknown()) });
});
