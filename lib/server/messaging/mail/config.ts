import 'server-only';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { env } from '@/lib/server/env';

/** SMTP_URL set → real delivery; unset → the outbox table and the dev mailbox page. */
export function isSmtpConfigured(): boolean {
  return Boolean(env().SMTP_URL);
}

export function mailFrom(): string {
  const configured = env().MAIL_FROM;
  if (configured) return configured;
  const host = new URL(appUrl()).hostname;
  return `${APP_NAME} <no-reply@${host === 'localhost' ? 'localhost.localdomain' : host}>`;
}
