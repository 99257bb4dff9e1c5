import 'server-only';
import { APP_NAME, appUrl } from '@/lib/config/app';

/** SMTP_URL set → real delivery; unset → the outbox table and the dev mailbox page. */
export function isSmtpConfigured(): boolean {
  return Boolean(process.env.SMTP_URL);
}

export function mailFrom(): string {
  if (process.env.MAIL_FROM) return process.env.MAIL_FROM;
  const host = new URL(appUrl()).hostname;
  return `${APP_NAME} <no-reply@${host === 'localhost' ? 'localhost.localdomain' : host}>`;
}
