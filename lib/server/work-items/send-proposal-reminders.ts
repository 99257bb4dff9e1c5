import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatLongInZone } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/paths';
import { proposalExpiresAt, reminderDueSentBefore, stillOpenSentAfter } from '@/lib/rules/proposal-expiry';
import { pageUrl } from '@/lib/server/messaging/mail/mail-text';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';

type Due = {
  id: string;
  revision: number;
  title: string;
  proposed_at: Date | string;
  lawyer_name: string;
  email: string;
  first_name: string;
  language: Locale;
  timezone: string | null;
};

/**
 * Reminds a client, once per revision, that a proposal they have not answered expires in a few days
 * (lib/rules/proposal-expiry.ts; issue 57 item 11). In the client's language; a revision starts again.
 */
export async function sendProposalReminders(options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const due = await queryRows<Due>(
    db,
    sql`SELECT w.id, w.revision, w.title, w.proposed_at, lp.display_name AS lawyer_name, u.email, u.first_name, u.language, u.timezone
        FROM work_items w JOIN users u ON u.id = w.customer_id JOIN lawyer_profiles lp ON lp.user_id = w.lawyer_id
        WHERE w.status = 'PROPOSAL' AND w.proposed_at <= ${reminderDueSentBefore(now).toISOString()}::timestamptz
          AND w.proposed_at > ${stillOpenSentAfter(now).toISOString()}::timestamptz`,
  );
  let sent = 0;
  for (const row of due) {
    const expires = proposalExpiresAt(new Date(row.proposed_at));
    const t = noticeText(row.language);
    const result = await sendEmail({
      to: row.email,
      dedupeKey: `proposal-expiring:${row.id}:${row.revision}`,
      subject: t('proposal.expiringSubject', { lawyer: row.lawyer_name }),
      text: `${t('dear', { name: row.first_name })}\n\n${t('proposal.expiring', {
        lawyer: row.lawyer_name,
        title: row.title,
        date: formatLongInZone(expires, row.timezone || DEFAULT_TIME_ZONE, row.language),
      })}\n\n${t('proposal.open', { url: pageUrl(row.language, `/customer-portal/work-items/${row.id}`) })}\n`,
    });
    if (!result.duplicate) sent++;
  }
  return sent;
}
