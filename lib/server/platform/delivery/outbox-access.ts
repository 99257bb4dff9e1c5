import 'server-only';
import { env } from '@/lib/server/env';

/**
 * Who may read an outbox (the dev mailbox, the dev SMS outbox). An outbox exists only while its
 * messages are not delivered (no SMTP_URL, no SEMAPHORE_API_KEY): otherwise 404. Outside development
 * it shows reset links and one-time codes, so a production build opens it to ADMIN accounts only.
 */
export function outboxAccess(user: { roles: string[] } | null, delivered: boolean): 'not-found' | 'sign-in' | 'forbidden' | 'allowed' {
  if (delivered) return 'not-found';
  if (env().NODE_ENV !== 'production') return 'allowed';
  if (!user) return 'sign-in';
  return user.roles.includes('ADMIN') ? 'allowed' : 'forbidden';
}
