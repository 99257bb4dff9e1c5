import 'server-only';
import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { notaryMissingList, notaryVisibilitySchema } from '@/lib/validation/notary';
import { formatLongDate } from '@/lib/format/date-time';
import { changeNotaryProfile } from './notary-change';

/**
 * PUT toggle-visibility: hidden ↔ public. Going public needs every required detail, the picture and
 * the commission document, and a commission that has not lapsed; the refusal says what is missing
 * and changes nothing. Hiding is always allowed.
 */
export async function toggleNotaryVisibility(userId: string, body: unknown) {
  const { is_public: wanted } = notaryVisibilitySchema.parse(body ?? {});
  return changeNotaryProfile(userId, async (tx, profile) => {
    const next = wanted ?? !profile.is_public;
    if (next && profile.missing.length)
      throw new AppError('UNPROCESSABLE', 'notary.incomplete', {
        key: 'NOTARY_INCOMPLETE',
        params: { missing: notaryMissingList(profile.missing) },
      });
    if (next && profile.lapsed)
      throw new AppError('UNPROCESSABLE', 'notary.commissionLapsed', {
        key: 'NOTARY_COMMISSION_LAPSED',
        params: { date: formatLongDate(profile.commission_expires_on!, 'en') },
      });
    await tx.update(t.notaryProfiles).set({ isPublic: next }).where(eq(t.notaryProfiles.userId, userId));
    return { is_public: next };
  });
}
