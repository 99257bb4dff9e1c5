import 'server-only';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/http/errors';
import { checkUpload, type CheckedUpload } from '@/lib/server/storage/check-upload';
import { putUpload, recordStoredFile } from '@/lib/server/storage/save-stored-file';
import { getStorage } from '@/lib/server/storage/storage';
import { deleteReleasedBlobs, releasePicture } from '@/lib/server/storage/release-picture';
import { PICTURE_EXTENSIONS, PICTURE_MAX_MB } from '@/lib/validation/lawyer-profile';
import { AUTH_MESSAGES } from '@/lib/validation/messages';
import { changeProfile } from './profile-change';

/** One file of at most PICTURE_MAX_MB; the body limit leaves room for the multipart framing. */
export const PROFILE_PICTURE_LIMITS = { maxTotalMb: PICTURE_MAX_MB + 1, maxFiles: 1 };
/** The stored portrait: square, large enough for a 2× profile header, small enough for a phone. */
export const PICTURE_SIZE_PX = 640;
/** A decompression-bomb guard: a 10 MB file may not claim more pixels than a 50-megapixel camera. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A new profile picture: checked (size, extension, magic bytes), then re-encoded by sharp — turned
 * upright from its EXIF orientation, cropped to a square around the face-likely centre, resized to
 * PICTURE_SIZE_PX and written as WebP. Re-encoding drops every metadata block (EXIF with GPS, XMP,
 * ICC comments), and whatever a crafted file carried besides its pixels.
 */
export async function resizePicture(upload: CheckedUpload): Promise<CheckedUpload> {
  let data: Buffer;
  try {
    data = await sharp(upload.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PICTURE_SIZE_PX, PICTURE_SIZE_PX, { fit: 'cover', position: 'attention', withoutEnlargement: false })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', AUTH_MESSAGES.fileType, { key: 'FILE_TYPE' });
  }
  const name = upload.originalName.replace(/\.[^.]*$/, '') + '.webp';
  return { data: new Uint8Array(data), ext: 'webp', mime: 'image/webp', originalName: name, size: data.byteLength };
}

export async function saveProfilePicture(lawyerId: string, form: FormData) {
  const upload = await checkUpload(form.get('picture') ?? form.get('file'), { maxMb: PICTURE_MAX_MB, extensions: PICTURE_EXTENSIONS });
  const picture = await resizePicture(upload);
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
    await getStorage().delete(blob.storageKey).catch(() => undefined);
    throw error;
  }
}
