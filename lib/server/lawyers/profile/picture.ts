import 'server-only';
import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { checkPicture } from '@/lib/server/platform/storage/check-upload';
import { putUpload, recordStoredFile } from '@/lib/server/platform/storage/save-stored-file';
import type { MultipartLimits } from '@/lib/server/platform/storage/read-multipart';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { deleteReleasedBlobs, releasePicture } from '@/lib/server/platform/storage/release-picture';
import { PICTURE_EXTENSIONS, PICTURE_MAX_MB } from '@/lib/validation/lawyer-profile';
import { changeProfile } from './profile-change';

/** One file of at most PICTURE_MAX_MB and no text; the body limit leaves room for the multipart framing. */
export const PROFILE_PICTURE_LIMITS: MultipartLimits = { maxTotalMb: PICTURE_MAX_MB + 1, maxFiles: 1, maxFields: 0 };
export async function saveProfilePicture(lawyerId: string, form: FormData) {
  // Decoded and re-encoded (square WebP, upright, no metadata) by the shared checkPicture.
  const picture = await checkPicture(form.get('picture') ?? form.get('file'), { maxMb: PICTURE_MAX_MB, extensions: PICTURE_EXTENSIONS });
  const blob = await putUpload(picture, 'lawyer-picture');
  try {
    const change = await changeProfile(lawyerId, async (tx) => {
      const saved = await recordStoredFile(tx, blob, picture, { ownerId: lawyerId, purpose: 'lawyer-picture', visibility: 'PUBLIC' });
      const [before] = await tx
        .select({ profile: t.lawyerProfiles.pictureUrl, account: t.users.pictureUrl })
        .from(t.lawyerProfiles)
        .innerJoin(t.users, eq(t.users.id, t.lawyerProfiles.userId))
        .where(eq(t.lawyerProfiles.userId, lawyerId));
      await tx.update(t.lawyerProfiles).set({ pictureUrl: saved.url }).where(eq(t.lawyerProfiles.userId, lawyerId));
      // The account avatar in the portal bar is the same face.
      await tx.update(t.users).set({ pictureUrl: saved.url }).where(eq(t.users.id, lawyerId));
      // The replaced portrait (and a separate account avatar) are no longer shown anywhere.
      const released = [await releasePicture(tx, lawyerId, before?.profile), await releasePicture(tx, lawyerId, before?.account)];
      return { picture_url: saved.url, bytes: picture.size, released };
    });
    await deleteReleasedBlobs(change.result.released);
    const { released: _released, ...result } = change.result;
    void _released;
    return { ...change, result };
  } catch (error) {
    await getStorage()
      .delete(blob.storageKey)
      .catch(() => undefined);
    throw error;
  }
}
