// GET /api/v1/notary-public/private – the signed-in lawyer's own notary profile (a draft before the first save)
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { findOwnNotaryProfile } from '@/lib/server/notary/own-notary-profile';

export const GET = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return findOwnNotaryProfile(lawyer.id);
});
