// POST /api/v1/lawyers/profile/picture – multipart "picture" (JPEG, PNG or WebP, ≤ 10 MB); returns picture_url
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { PROFILE_PICTURE_LIMITS, saveProfilePicture } from '@/lib/server/lawyers/profile/picture';
import { saveResponse } from '@/lib/server/lawyers/profile/profile-change';
import { readMultipart } from '@/lib/server/platform/storage/read-multipart';

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const change = await saveProfilePicture(lawyer.id, await readMultipart(req, PROFILE_PICTURE_LIMITS));
  return { picture_url: change.result.picture_url, ...saveResponse(change) };
});
