import 'server-only';
import { isSmtpConfigured } from './config';
import { env } from '@/lib/server/env';

/**
 * The dev mailbox exists only while mail is not delivered (no SMTP_URL). Outside development it
 * shows reset and verification links, so a production build opens it to ADMIN accounts only.
 */
export function mailboxAccess(user: { roles: string[] } | null): 'not-found' | 'sign-in' | 'forbidden' | 'allowed' {
  if (isSmtpConfigured()) return 'not-found';
  if (env().NODE_ENV !== 'production') return 'allowed';
  if (!user) return 'sign-in';
  return user.roles.includes('ADMIN') ? 'allowed' : 'forbidden';
}
