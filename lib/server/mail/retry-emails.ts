import 'server-only';
import { and, asc, inArray, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { outboundEmails as t } from '@/lib/db/schema';
import { isSmtpConfigured } from './config';
import { DELIVERY_LEASE_MS } from '@/lib/server/delivery/retry-policy';
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
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(and(lte(t.nextAttemptAt, now), inArray(t.status, ['QUEUED', 'FAILED'])))
    .orderBy(asc(t.nextAttemptAt))
    .limit(options.limit ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(t)
    .set({ nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
    .where(inArray(t.id, due))
    .returning();
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
