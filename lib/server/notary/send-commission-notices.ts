import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { APP_NAME } from '@/lib/config/app';
import { formatLongDate } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/paths';
import { revalidateListing } from '@/lib/server/lawyers/profile/listing-paths';
import { manilaToday } from '@/lib/format/civil-date';
import { pageUrl } from '@/lib/server/messaging/mail/mail-text';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';
import { affectedNotaryPaths } from './notary-change';

/** The notice before the end of a commission, and how long after it a missed lapse notice still goes out. */
const NOTICE_DAYS_BEFORE = 30;
const LAPSE_NOTICE_GRACE_DAYS = 7;

type Due = {
  id: string;
  expires_on: string;
  is_public: boolean;
  city_slug: string | null;
  email: string;
  first_name: string;
  language: Locale;
};

/**
 * E-mails a notary 30 days before the commission's last day and again once it has lapsed; each at
 * most once per commission (dedupe key with the date, so a renewed commission is told again). The
 * public pages do not wait for this job: they leave lapsed commissions out at query time; this only
 * also purges their cached copies at once. Written in the notary's language (issue 40).
 */
export async function sendCommissionNotices(options: { now?: Date } = {}): Promise<number> {
  const today = manilaToday(options.now);
  const db = await getDb();
  const due = await queryRows<Due>(
    db,
    sql`SELECT np.id, np.commission_expires_on::text AS expires_on, np.is_public, np.city_slug, u.email, u.first_name, u.language
        FROM notary_profiles np JOIN users u ON u.id = np.user_id
        WHERE np.commission_expires_on BETWEEN ${today}::date - ${LAPSE_NOTICE_GRACE_DAYS}::int AND ${today}::date + ${NOTICE_DAYS_BEFORE}::int`,
  );
  let sent = 0;
  for (const row of due) {
    const lapsed = row.expires_on < today;
    const t = noticeText(row.language);
    const date = formatLongDate(row.expires_on, row.language);
    const url = pageUrl(row.language, '/lawyer-portal/notary-public');
    const dear = t('dear', { name: row.first_name });
    const result = await sendEmail(
      lapsed
        ? {
            to: row.email,
            dedupeKey: `notary-commission-lapsed:${row.id}:${row.expires_on}`,
            subject: t('notary.endedSubject'),
            text: `${dear}\n\n${t('notary.ended', { date, app: APP_NAME })}\n\n${t('notary.endedUpload', { url })}\n`,
          }
        : {
            to: row.email,
            dedupeKey: `notary-commission-30d:${row.id}:${row.expires_on}`,
            subject: t('notary.soonSubject'),
            text: `${dear}\n\n${t('notary.soon', { date, app: APP_NAME })}\n\n${t('notary.soonRenew', { url })}\n`,
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
