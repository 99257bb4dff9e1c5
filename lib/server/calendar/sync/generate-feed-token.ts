import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { icalFeedUrl } from '@/lib/server/lawyers/profile/feed-url';

/** 256 random bits, base64url (43 characters): the feed URL is the credential, so it must be unguessable. */
function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Creates (or replaces, revoking the old address) the secret token of the lawyer's iCal feed. */
export async function generateFeedToken(lawyerId: string): Promise<{ url: string }> {
  const db = await getDb();
  const token = newFeedToken();
  const updated = await db
    .update(t.lawyerProfiles)
    .set({ icalFeedToken: token })
    .where(eq(t.lawyerProfiles.userId, lawyerId))
    .returning({ id: t.lawyerProfiles.userId });
  if (!updated.length) throw new AppError('NOT_FOUND', 'common.lawyerProfileNotFound', { key: 'PROFILE_NOT_FOUND' });
  return { url: icalFeedUrl(token) };
}
