// GET /api/v1/lawyers/profile – the signed-in lawyer's own profile, every section, with what is missing
import { getDb } from '@/lib/db';
import { route } from '@/lib/server/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { loadOwnProfile } from '@/lib/server/lawyer-profile/own-profile';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return loadOwnProfile(await getDb(), lawyer.id);
});
