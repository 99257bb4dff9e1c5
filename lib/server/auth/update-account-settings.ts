import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { AuthUser } from '@/lib/auth/types';
import { checkUpload } from '@/lib/server/storage/check-upload';
import { formFields } from '@/lib/server/storage/read-multipart';
import { saveStoredFile } from '@/lib/server/storage/save-stored-file';
import { accountSettingsSchema, PICTURE_RULES } from '@/lib/validation/auth';
import { publicUser, userColumns } from './find-user';
import type { SessionUser } from './types';
import { toUserDto } from './user-dto';

export const ACCOUNT_PICTURE_LIMITS = { maxTotalMb: PICTURE_RULES.maxMb + 1, maxFiles: 1 };

/** Names from JSON, or a multipart form with a `picture` (and optionally the names). */
export async function updateAccountSettings(user: SessionUser, body: { json?: unknown; form?: FormData }): Promise<AuthUser> {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (body.form) {
    const fields = formFields(body.form);
    if (fields.first_name !== undefined || fields.last_name !== undefined) {
      const names = accountSettingsSchema.parse(fields);
      Object.assign(changes, { firstName: names.first_name, lastName: names.last_name });
    }
    const upload = await checkUpload(body.form.get('picture'), PICTURE_RULES);
    const saved = await saveStoredFile(upload, { ownerId: user.id, purpose: 'picture', visibility: 'PUBLIC' });
    changes.pictureUrl = saved.url;
  } else {
    const names = accountSettingsSchema.parse(body.json);
    Object.assign(changes, { firstName: names.first_name, lastName: names.last_name });
  }
  const db = await getDb();
  const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning(userColumns);
  return toUserDto(publicUser(updated));
}
