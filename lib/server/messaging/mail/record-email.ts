import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { outboundEmails } from '@/lib/db/schema';
import { DELIVERY_LEASE_MS } from '@/lib/server/platform/delivery/retry-policy';
import { isSmtpConfigured } from './config';

type EmailAttachmentInput = { filename: string; contentType: string; content: string | Uint8Array };

export type SendEmailInput = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachmentInput[];
  /** Sends at most once per key (reminders, confirmations); a repeat returns the first result. */
  dedupeKey?: string;
  /**
   * Not before then (a burst's digest, mail-burst.ts): with SMTP the mail pass delivers it at that time; without,
   * the outbox holds it at once, as every mail.
   */
  sendAt?: Date;
};

/**
 * Records an e-mail in the caller's transaction without sending it (QUEUED): for a mail whose address
 * is gone once the transaction commits (an erasure's last word). An outbox handler sends it after the
 * commit (deliverRecordedEmail); the scheduler's mail pass would after its lease. Returns its id.
 */
export async function recordEmail(tx: Db, input: SendEmailInput): Promise<string> {
  const { row } = await insertEmail(tx, input);
  if (row) return row.id;
  const [existing] = await tx.select({ id: outboundEmails.id }).from(outboundEmails).where(eq(outboundEmails.dedupeKey, input.dedupeKey!));
  return existing.id;
}

/** The outbound_emails row of a mail (none for a dedupe key already used): the one insert of sendEmail and recordEmail. */
export async function insertEmail(db: Db, input: SendEmailInput) {
  const attachments = input.attachments?.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content).toString('base64'),
  }));
  const [row] = await db
    .insert(outboundEmails)
    .values({
      toAddress: input.to.trim().toLowerCase(),
      subject: input.subject,
      textBody: input.text,
      htmlBody: input.html ?? null,
      attachments: attachments ?? null,
      dedupeKey: input.dedupeKey ?? null,
      nextAttemptAt: isSmtpConfigured() ? (input.sendAt ?? new Date(Date.now() + DELIVERY_LEASE_MS)) : null,
    })
    .onConflictDoNothing({ target: outboundEmails.dedupeKey })
    .returning({ id: outboundEmails.id });
  return { row: row as { id: string } | undefined, attachments };
}
