// PUT /api/v1/notary-public/toggle-visibility – public ↔ hidden ({ is_public } optional); 422 says what is missing
import { route } from '@/lib/server/platform/http';
import { readJson } from '@/lib/server/platform/http/body';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { toggleNotaryVisibility } from '@/lib/server/notary/toggle-notary-visibility';
import { notaryVisibilitySchema } from '@/lib/validation/notary';

export const PUT = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const change = await toggleNotaryVisibility(lawyer.id, await readJson(req, notaryVisibilitySchema));
  return { data: change.result, profile: change.profile };
});
