// GET /api/v1/lawyers/profile – the signed-in lawyer's own profile, every section, with what is missing
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { findOwnProfile } from '@/lib/server/lawyers/profile/own-profile';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return findOwnProfile(lawyer.id);
});
