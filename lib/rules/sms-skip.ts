import type { NotificationKind } from '@/lib/config/notification-kinds';

/** `phone_claimed`: the owner's notice that another account typed their verified number (issue 73). */
export type SmsKind = NotificationKind | 'phone_code' | 'phone_claimed';

/**
 * Texts no cap may drop: each meeting has one confirmation and one reminder per party, so they are
 * bounded by real, paid bookings. Everything else — codes, reschedule and cancellation notices, the
 * waiting notice, verification decisions — counts in the daily cap (issue 38: 25 reschedules of one
 * meeting used up a lawyer's cap and another client's booking text was dropped). A court hearing's
 * reminders and changes (issue 64) are never dropped either: a missed hearing costs a case.
 */
export const ESSENTIAL_SMS_KINDS: readonly SmsKind[] = ['booking_confirmed', 'meeting_reminder', 'hearing'];

/**
 * Non-essential texts one recipient may get about one meeting: two reschedules by the other party,
 * their cancellation and a waiting notice (lib/rules/reschedule-limit.ts allows no more). A meeting's
 * chatter beyond it is skipped, so it cannot eat the daily cap other meetings' texts need.
 */
export const SMS_MEETING_CAP = 4;

/** Whether a text of this kind to this account counts against its caps (the caller counts only then). */
export const smsCapsApply = (kind: SmsKind, userId: string | null | undefined): boolean =>
  !ESSENTIAL_SMS_KINDS.includes(kind) && Boolean(userId);

export type SmsSkipReason = 'opted_out' | 'number_changed' | 'unreachable' | 'daily_cap' | 'meeting_cap';

/**
 * The facts about one text, as far as the caller knows them: a fact left out (undefined) was not
 * asked. Recording knows the opt-out and the caps; delivery, later, the opt-out again (it may have come
 * since), whether the number is still the account's verified one, and whether the provider reaches it.
 */
export type SmsFacts = {
  kind: SmsKind;
  optedOut: boolean;
  numberCurrent?: boolean;
  reachable?: boolean;
  dailyCapReached?: boolean;
  sentAboutMeeting?: number;
};

/**
 * THE rule of why a text is not sent (issue 39: one skipReasonOf): a number that said STOP gets
 * nothing, not even a code; a notification goes only to the number the account has verified now; the
 * provider must reach it; then the caps, which never drop a confirmation or a reminder.
 */
export function skipReasonOf(f: SmsFacts): SmsSkipReason | null {
  if (f.optedOut) return 'opted_out';
  if (f.kind !== 'phone_code' && f.numberCurrent === false) return 'number_changed';
  if (f.reachable === false) return 'unreachable';
  if (ESSENTIAL_SMS_KINDS.includes(f.kind)) return null;
  if (f.dailyCapReached) return 'daily_cap';
  if (f.sentAboutMeeting !== undefined && f.sentAboutMeeting >= SMS_MEETING_CAP) return 'meeting_cap';
  return null;
}
