import 'server-only';
import { smsSender } from '@/lib/server/messaging/sms/sms-port';
import { phoneErrors } from './phone-messages';

/**
 * A number no configured provider reaches (abroad, with Semaphore alone: issue 63) is refused with a
 * 400 saying texts go to +63 numbers only and e-mail and push carry the reminders — before anything is
 * written or counted. Before a code (assertCodeMayBeSent) and in the sign-ups, whose number's code
 * waits for the e-mail (a module of its own: the sign-ups must not load the code's machinery).
 */
export function assertNumberReachable(e164: string): void {
  const sender = smsSender();
  if (sender && !sender.reaches(e164)) throw phoneErrors.unreachable();
}
