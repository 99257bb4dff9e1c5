import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { outboundEmails } from '@/lib/db/schema';
import type { AdminEmail } from '@/lib/dto/admin';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import { isSmtpConfigured } from './config';
import { deliverStoredEmail } from './send-email';
import { toAdminEmail } from './list-admin-outbox';

const notFound = () => new AppError('NOT_FOUND', 'mail.eMailNotFound', { key: 'EMAIL_NOT_FOUND' });

/**
 * An admin sends a recorded e-mail again through SMTP (a FAILED one after the mail server
 * recovered, or one the recipient says never arrived). The audit row is written first, then the
 * delivery — a network call, so outside any transaction — records its own outcome on the row.
 * Without SMTP_URL there is nothing to send through: 409.
 */
export async function resendEmail(adminId: string, emailId: string): Promise<AdminEmail> {
  if (!isUuid(emailId)) throw notFound();
  if (!isSmtpConfigured()) {
    throw new AppError('CONFLICT', 'mail.noMailServerConfigured', { key: 'SMTP_NOT_CONFIGURED' });
  }
  const db = await getDb();
  const [mail] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, emailId));
  if (!mail) throw notFound();
  await writeAuditLog({
    actorId: adminId,
    action: 'email.resend',
    targetType: 'email',
    targetId: emailId,
    metadata: { to: mail.toAddress, subject: mail.subject, previous_status: mail.status },
  });
  await deliverStoredEmail(mail.id, {
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    attachments: mail.attachments,
  });
  const [after] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, emailId));
  return toAdminEmail(after);
}
