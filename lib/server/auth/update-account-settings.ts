import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { AuthUser } from '@/lib/auth/types';
import { checkPicture, type CheckedUpload } from '@/lib/server/platform/storage/check-upload';
import { formFields, type MultipartLimits } from '@/lib/server/platform/storage/read-multipart';
import { deleteReleasedBlobs, releasePicture } from '@/lib/server/platform/storage/release-picture';
import { putUpload, recordStoredFile } from '@/lib/server/platform/storage/save-stored-file';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { accountSettingsSchema, PICTURE_RULES } from '@/lib/validation/auth';
import { publicUser, userColumns } from './find-user';
import type { SessionUser } from '@/lib/server/platform/security/types';
import { toUserDto } from './user-dto';

/** The picture, and the two names that may come with it. */
export const ACCOUNT_PICTURE_LIMITS: MultipartLimits = { maxTotalMb: PICTURE_RULES.maxMb + 1, maxFiles: 1, maxFields: 2 };

/**
 * Names from JSON, or a multipart form with a `picture` (and optionally the names). Everything is
 * checked before the first write; the picture's row, the user row and the release of the picture it
 * replaces are one transaction, and the old blob goes after commit.
 */
export async function updateAccountSettings(user: SessionUser, body: { json?: unknown; form?: FormData }): Promise<AuthUser> {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  let upload: CheckedUpload | undefined;
  if (body.form) {
    const fields = formFields(body.form);
    if (fields.first_name !== undefined || fields.last_name !== undefined) {
      const names = accountSettingsSchema.parse(fields);
      Object.assign(changes, { firstName: names.first_name, lastName: names.last_name });
    }
    // Decoded and re-encoded like the lawyer's portrait: EXIF (GPS too) never reaches the public file.
    upload = await checkPicture(body.form.get('picture'), PICTURE_RULES);
  } else {
    const names = accountSettingsSchema.parse(body.json);
    Object.assign(changes, { firstName: names.first_name, lastName: names.last_name });
  }
  const blob = upload ? await putUpload(upload, 'picture') : undefined;
  const db = await getDb();
  try {
    const { updated, released } = await db.transaction(async (tx) => {
      let released: string | null = null;
      if (upload && blob) {
        const saved = await recordStoredFile(tx, blob, upload, { ownerId: user.id, purpose: 'picture', visibility: 'PUBLIC' });
        const [before] = await tx.select({ pictureUrl: users.pictureUrl }).from(users).where(eq(users.id, user.id)).for('update');
        changes.pictureUrl = saved.url;
        const [row] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning(userColumns);
        released = await releasePicture(tx, user.id, before?.pictureUrl);
        return { updated: row, released };
      }
      const [row] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning(userColumns);
      return { updated: row, released };
    });
    await deleteReleasedBlobs([released]);
    return toUserDto(publicUser(updated));
  } catch (error) {
    if (blob)
      await getStorage()
        .delete(blob.storageKey)
        .catch(() => undefined);
    throw error;
  }
}
