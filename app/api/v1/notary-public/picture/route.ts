// POST /api/v1/notary-public/picture – multipart "picture" (JPEG, PNG or WebP, ≤ 10 MB); returns picture_url
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { NOTARY_PICTURE_LIMITS, saveNotaryPicture } from '@/lib/server/notary/notary-uploads';
import { readMultipart } from '@/lib/server/platform/storage/read-multipart';

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const change = await saveNotaryPicture(lawyer.id, await readMultipart(req, NOTARY_PICTURE_LIMITS));
  return { picture_url: change.result.picture_url, data: { picture_url: change.result.picture_url }, profile: change.profile };
});
