import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { claimDue } from '@/lib/server/platform/delivery/claim-due';
import { formatLongDate } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/paths';
import { tellUser } from '@/lib/server/messaging/notifications/tell-user';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';

/** Reminders per scheduler pass, so a backlog (a restored old database) trickles out instead of flooding SMTP. */
const BATCH = 50;

type Due = { user_id: string; email: string; first_name: string; language: Locale; verified_at: string };

/**
 * IBP dues are paid every year, so a year after a lawyer's verification we ask for a current IBP ID:
 * once per verification (ibp_renewal_notified_at is stamped in the claiming statement, and the
 * dedupe key carries the verification date, so two instances never send it twice). A new approval
 * clears the stamp and starts the next year. The lawyer stays listed: the reminder asks, the admin
 * decides on the new upload. Written in the lawyer's language.
 */
export async function sendRenewalReminders(options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const due = await claimDue<Due>(db, {
    table: 'lawyer_profiles',
    key: 'user_id',
    due: sql`ibp_verified AND ibp_verified_at <= ${now.toISOString()}::timestamptz - interval '1 year'
      AND (ibp_renewal_notified_at IS NULL OR ibp_renewal_notified_at < ibp_verified_at)`,
    orderBy: sql`ibp_verified_at`,
    limit: BATCH,
    set: sql`ibp_renewal_notified_at = ${now.toISOString()}::timestamptz`,
    returning: sql`user_id, ibp_verified_at::text AS verified_at`,
    read: sql`SELECT c.user_id, u.email, u.first_name, u.language, c.verified_at FROM claimed c JOIN users u ON u.id = c.user_id`,
  });
  for (const row of due) {
    const locale = row.language;
    const t = noticeText(locale);
    await tellUser({
      user: { id: row.user_id, email: row.email, firstName: row.first_name },
      locale,
      subject: t('renewal.subject'),
      paragraphs: [t('renewal.due', { date: formatLongDate(row.verified_at.slice(0, 10), locale) }), t('renewal.listed')],
      path: '/lawyer-portal',
      notification: { title: t('renewal.title'), body: t('renewal.body'), icon: 'meeting-comment' },
      dedupeKey: `ibp-renewal:${row.user_id}:${row.verified_at}`,
    });
  }
  return due.length;
}
