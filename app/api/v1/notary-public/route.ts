// PUT /api/v1/notary-public – save the commission and office details; answers { data, profile }
import { route } from '@/lib/server/platform/http';
import { readJson } from '@/lib/server/platform/http/body';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { saveNotaryProfile } from '@/lib/server/notary/save-notary-profile';
import { notaryProfileSchema } from '@/lib/validation/notary';

export const PUT = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const change = await saveNotaryProfile(lawyer.id, await readJson(req, notaryProfileSchema));
  return { data: change.result, profile: change.profile };
});
