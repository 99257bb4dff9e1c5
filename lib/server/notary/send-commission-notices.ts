import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { formatLongDate } from '@/lib/format/date-time';
import { revalidateListing } from '@/lib/server/lawyer-profile/listing-paths';
import { manilaToday } from '@/lib/validation/notary';
import { sendEmail } from '../mail/send-email';
import { affectedNotaryPaths } from './notary-change';

/** The notice before the end of a commission, and how long after it a missed lapse notice still goes out. */
const NOTICE_DAYS_BEFORE = 30;
const LAPSE_NOTICE_GRACE_DAYS = 7;

type Due = { id: string; expires_on: string; is_public: boolean; city_slug: string | null; email: string; first_name: string };

/**
 * E-mails a notary 30 days before the commission's last day and again once it has lapsed; each at
 * most once per commission (dedupe key with the date, so a renewed commission is told again). The
 * public pages do not wait for this job: they leave lapsed commissions out at query time; this only
 * also purges their cached copies at once.
 */
export async function sendCommissionNotices(options: { now?: Date } = {}): Promise<number> {
  const today = manilaToday(options.now);
  const db = await getDb();
  const due = await queryRows<Due>(
    db,
    sql`SELECT np.id, np.commission_expires_on::text AS expires_on, np.is_public, np.city_slug, u.email, u.first_name
        FROM notary_profiles np JOIN users u ON u.id = np.user_id
        WHERE np.commission_expires_on BETWEEN ${today}::date - ${LAPSE_NOTICE_GRACE_DAYS}::int AND ${today}::date + ${NOTICE_DAYS_BEFORE}::int`,
  );
  let sent = 0;
  for (const row of due) {
    const lapsed = row.expires_on < today;
    const until = formatLongDate(row.expires_on);
    const editor = `${appUrl()}/lawyer-portal/notary-public`;
    const result = await sendEmail(
      lapsed
        ? {
            to: row.email,
            dedupeKey: `notary-commission-lapsed:${row.id}:${row.expires_on}`,
            subject: 'Your notarial commission has ended',
            text: `Dear ${row.first_name},\n\nYour notarial commission ended on ${until}. Your notary profile is no longer shown on ${APP_NAME}, and you may not notarize until the Executive Judge renews your commission.\n\nOnce renewed, upload the new commission and update "Commission valid until": ${editor}\n`,
          }
        : {
            to: row.email,
            dedupeKey: `notary-commission-30d:${row.id}:${row.expires_on}`,
            subject: 'Your notarial commission ends soon',
            text: `Dear ${row.first_name},\n\nYour notarial commission is valid until ${until}. After that day your notary profile leaves ${APP_NAME} until you upload the renewed commission.\n\nPetition for renewal in time, then update your profile: ${editor}\n`,
          },
    );
    if (result.duplicate) continue;
    sent++;
    if (lapsed && row.is_public) {
      const facts = { id: row.id, listed: true, citySlug: row.city_slug };
      await revalidateListing(affectedNotaryPaths(facts, { ...facts, listed: false }));
    }
  }
  return sent;
}
