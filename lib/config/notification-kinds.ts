/**
 * The messages a person may turn on or off per channel (issue 29), one list for the server, which
 * applies the choice, and the account-settings page, which shows it. Pure: no server, database or
 * React imports. Account and security e-mails (password reset, verification links, the phone's
 * one-time code) are not here on purpose: nobody may turn those off.
 */

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_KINDS = [
  'booking_confirmed',
  'meeting_reminder',
  'party_waiting',
  'meeting_changed',
  'verification_decision',
  'hearing',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationKindInfo = {
  label: string;
  description: string;
  /** Only these account types are asked about the kind (and only they ever receive it). */
  for: readonly ('CUSTOMER' | 'LAWYER')[];
};

export const NOTIFICATION_KIND_INFO: Record<NotificationKind, NotificationKindInfo> = {
  booking_confirmed: {
    label: 'Booking confirmed',
    description: 'When a consultation is paid and booked.',
    for: ['CUSTOMER', 'LAWYER'],
  },
  meeting_reminder: {
    label: 'Reminder 10 minutes before',
    description: 'A reminder with the join link shortly before the consultation starts.',
    for: ['CUSTOMER', 'LAWYER'],
  },
  party_waiting: {
    label: 'The other party is waiting in the call',
    description: 'When your lawyer or client has joined and is waiting for you.',
    for: ['CUSTOMER', 'LAWYER'],
  },
  meeting_changed: {
    label: 'Rescheduled or cancelled',
    description: 'When a consultation moves to another time or is cancelled.',
    for: ['CUSTOMER', 'LAWYER'],
  },
  verification_decision: {
    label: 'Verification decision',
    description: 'When our team approves or declines your IBP verification.',
    for: ['LAWYER'],
  },
  hearing: {
    label: 'Court hearings',
    description: 'A reminder the day before and 2 hours before a hearing of your matter, and when one is moved or cancelled.',
    for: ['CUSTOMER', 'LAWYER'],
  },
};

/** The kinds an account of this type is asked about, in the order of NOTIFICATION_KINDS. */
export function notificationKindsFor(type: 'CUSTOMER' | 'LAWYER'): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_KIND_INFO[kind].for.includes(type));
}
