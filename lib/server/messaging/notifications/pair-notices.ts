import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

/**
 * Mails and texts one person gets a Philippine day about one other person's pay-at-the-office
 * bookings and cancellations (issue 58: a book-and-cancel loop texted and mailed a notary without
 * limit and used up their daily text cap, so other clients' notices were dropped). Book, cancel and
 * book again still reach the notary; a loop past it does not. Other people's notices never count.
 */
export const PAIR_NOTICES_PER_DAY = 3;

/**
 * Whether the notice `noticeKey` to `recipientId` about `aboutId` may go by mail and text: one row per
 * notice (a replay of the same notice gets the first answer), counted under the pair's lock so two
 * notices at once cannot both take the last place. The in-app notification is written either way,
 * without a push (the appointment stays on the recipient's own list and calendar).
 */
export async function claimPairNotice(notice: { recipientId: string; aboutId: string; noticeKey: string; now?: Date }): Promise<boolean> {
  const now = notice.now ?? new Date();
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`pair-notice:${notice.recipientId}:${notice.aboutId}`}))`);
    const [known] = await queryRows<{ allowed: boolean }>(
      tx,
      sql`SELECT allowed FROM pair_notices WHERE recipient_id = ${notice.recipientId} AND notice_key = ${notice.noticeKey}`,
    );
    if (known) return known.allowed;
    const [{ n }] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM pair_notices
          WHERE recipient_id = ${notice.recipientId} AND about_id = ${notice.aboutId} AND allowed
            AND created_at >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE ${DEFAULT_TIME_ZONE}) AT TIME ZONE ${DEFAULT_TIME_ZONE})`,
    );
    const allowed = Number(n) < PAIR_NOTICES_PER_DAY;
    await tx.execute(
      sql`INSERT INTO pair_notices (recipient_id, about_id, notice_key, allowed, created_at)
          VALUES (${notice.recipientId}, ${notice.aboutId}, ${notice.noticeKey}, ${allowed}, ${now})`,
    );
    return allowed;
  });
}
