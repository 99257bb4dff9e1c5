import 'server-only';
import { outboxAccess } from '@/lib/server/platform/delivery/outbox-access';
import { isSmtpConfigured } from './config';

/** The dev mailbox: open while mail is not delivered (no SMTP_URL), to ADMIN accounts only in production. */
export function mailboxAccess(user: { roles: string[] } | null): ReturnType<typeof outboxAccess> {
  return outboxAccess(user, isSmtpConfigured());
}
