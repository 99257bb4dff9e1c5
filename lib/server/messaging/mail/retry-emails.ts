import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { outboundEmails } from '@/lib/db/schema';
import { claimDue } from '@/lib/server/platform/delivery/claim-due';
import { DELIVERY_LEASE_MS } from '@/lib/server/platform/delivery/retry-policy';
import { isSmtpConfigured } from './config';
import { deliverStoredEmail } from './send-email';

/**
 * The scheduler's mail pass: delivers again what SMTP refused (FAILED, with backoff) and what a crash
 * left QUEUED between insert and send. Rows are claimed by moving their next attempt a lease ahead in
 * one statement (FOR UPDATE SKIP LOCKED), so two instances never send the same mail; the delivery
 * itself is a network call and runs after that, outside any transaction. Returns the mails tried.
 */
export async function retryUndeliveredEmails(options: { now?: Date; limit?: number } = {}): Promise<number> {
  if (!isSmtpConfigured()) return 0;
  const now = options.now ?? new Date();
  const db = await getDb();
  const claimed = await claimDue<
    Pick<typeof outboundEmails.$inferSelect, 'id' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'attachments'>
  >(db, {
    table: 'outbound_emails',
    due: sql`next_attempt_at <= ${now} AND status IN ('QUEUED', 'FAILED')`,
    orderBy: sql`next_attempt_at`,
    limit: options.limit ?? 20,
    set: sql`next_attempt_at = ${new Date(now.getTime() + DELIVERY_LEASE_MS)}`,
    returning: sql`id, to_address AS "toAddress", subject, text_body AS "textBody", html_body AS "htmlBody", attachments`,
  });
  for (const row of claimed) {
    await deliverStoredEmail(row.id, {
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      attachments: row.attachments,
    });
  }
  return claimed.length;
}
