import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { outboundEmails } from '@/lib/db/schema';
import { nextAttemptAfterFailure } from '@/lib/server/platform/delivery/retry-policy';
import { isSmtpConfigured, mailFrom } from './config';
import { getSmtpTransport } from './transport';
import { insertEmail, type SendEmailInput } from './record-email';

export type SendEmailResult = { id: string; status: 'QUEUED' | 'SENT' | 'FAILED'; duplicate: boolean };

/**
 * Every e-mail is recorded in outbound_emails first. With SMTP_URL it is then delivered through
 * nodemailer (after the insert, outside any transaction) and marked SENT or FAILED; without it the
 * row stays QUEUED and the dev mailbox shows it. A delivery failure is recorded, not thrown.
 */
export async function sendEmail(input: SendEmailInput): Promise<SendEmailResult> {
  const db = await getDb();
  const { row, attachments } = await insertEmail(db, input);
  if (!row) {
    const [existing] = await db
      .select({ id: outboundEmails.id, status: outboundEmails.status })
      .from(outboundEmails)
      .where(eq(outboundEmails.dedupeKey, input.dedupeKey!))
      .limit(1);
    return { id: existing.id, status: existing.status, duplicate: true };
  }
  // Without SMTP the outbox is the end; a mail for later waits for the mail pass (its next attempt is then).
  if (!isSmtpConfigured() || (input.sendAt && input.sendAt.getTime() > Date.now()))
    return { id: row.id, status: 'QUEUED', duplicate: false };
  const status = await deliverStoredEmail(row.id, {
    to: input.to,
    subject: input.subject,
    text: input.text,
    html: input.html,
    attachments,
  });
  return { id: row.id, status, duplicate: false };
}

/** An outbox handler's delivery of a recorded e-mail: once (a SENT one is left), and only with SMTP (else the dev mailbox shows it). */
export async function deliverRecordedEmail(id: string): Promise<void> {
  if (!isSmtpConfigured()) return;
  const db = await getDb();
  const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
  if (!row || row.status === 'SENT') return;
  await deliverStoredEmail(id, {
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    attachments: row.attachments,
  });
}

type StoredAttachment = { filename: string; contentType: string; content: string };

const ITIP_METHOD = /^text\/calendar\b.*;\s*method=([A-Za-z-]+)/i;

/**
 * An iTIP calendar attachment (`text/calendar; method=REQUEST|CANCEL`) goes out as nodemailer's
 * `icalEvent`: a text/calendar part with that method beside the text body, which Outlook needs to
 * show an invitation (or to remove a cancelled meeting) and Gmail reads too, plus the same file
 * attached. Everything else is attached as it is.
 */
function mimeParts(attachments: StoredAttachment[]) {
  const invitation = attachments.find((a) => ITIP_METHOD.test(a.contentType));
  return {
    attachments: attachments
      .filter((a) => a !== invitation)
      .map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, encoding: 'base64' })),
    ...(invitation
      ? {
          icalEvent: {
            method: ITIP_METHOD.exec(invitation.contentType)![1].toUpperCase(),
            filename: invitation.filename,
            content: Buffer.from(invitation.content, 'base64'),
          },
        }
      : {}),
  };
}

/**
 * One SMTP delivery of a recorded e-mail (the first send, or a resend from the admin console): the
 * row is marked SENT or FAILED with the error and the attempt counted; a failure is tried again by
 * the background pass (retryUndeliveredEmails) 2^(attempts − 1) minutes later until
 * MAX_DELIVERY_ATTEMPTS (delivery/retry-policy.ts). Never throws for a delivery failure: it is recorded.
 */
export async function deliverStoredEmail(
  id: string,
  mail: { to: string; subject: string; text: string; html?: string | null; attachments?: StoredAttachment[] | null },
): Promise<'SENT' | 'FAILED'> {
  const db = await getDb();
  try {
    await getSmtpTransport().sendMail({
      from: mailFrom(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      ...mimeParts(mail.attachments ?? []),
    });
    await db
      .update(outboundEmails)
      .set({ status: 'SENT', sentAt: new Date(), error: null, attempts: sql`${outboundEmails.attempts} + 1`, nextAttemptAt: null })
      .where(eq(outboundEmails.id, id));
    return 'SENT';
  } catch (error) {
    console.error('[mail] delivery failed', error);
    const message = error instanceof Error ? error.message.slice(0, 500) : 'delivery failed';
    await db
      .update(outboundEmails)
      .set({
        status: 'FAILED',
        error: message,
        attempts: sql`${outboundEmails.attempts} + 1`,
        nextAttemptAt: nextAttemptAfterFailure(outboundEmails.attempts),
      })
      .where(eq(outboundEmails.id, id));
    return 'FAILED';
  }
}
