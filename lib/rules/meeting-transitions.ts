/**
 * THE transition table of meetings: who moves a meeting, by which event, from which status to which,
 * and what follows after the commit (`after`: the request does not wait for it).
 * Every status write goes through `transitionMeeting` in lib/server/meetings/transition.ts, which
 * refuses anything not listed here (lib/lint/status-writes.test.ts fails on a status written by
 * hand); lib/server/meetings/transition.test.ts walks every (status, event, actor).
 */
import type { StateRule } from './state-table';

export const MEETING_STATUSES = ['PAYMENT_PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'EXPIRED', 'PAYMENT_FAILED'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** A booking that stands (held, paid or held already): the calendar marks its day; a cancelled, expired or failed one does not. */
export function bookingStands(status: MeetingStatus): boolean {
  return status === 'PAYMENT_PENDING' || status === 'CONFIRMED' || status === 'COMPLETED';
}

/**
 * CUSTOMER, LAWYER: the two parties. PAYMENT: the provider's signed word (webhook or reconciliation).
 * SCHEDULER: the clock (a hold ran out, a call's window closed). SYSTEM: the app itself (a checkout
 * the provider would not open).
 */
export type MeetingActor = 'CUSTOMER' | 'LAWYER' | 'PAYMENT' | 'SCHEDULER' | 'SYSTEM';

export type MeetingEvent =
  | 'book'
  | 'book-at-office'
  | 'schedule-included'
  | 'checkout-failed'
  | 'paid'
  | 'payment-failed'
  | 'expire'
  | 'cancel'
  | 'claim-lawyer-no-show'
  | 'reschedule'
  | 'settle-attended'
  | 'mark-in-person'
  | 'settle-lawyer-no-show';

export type MeetingRule = StateRule<MeetingStatus, MeetingEvent, MeetingActor>;

export const MEETING_RULES: readonly MeetingRule[] = [
  { event: 'book', by: ['CUSTOMER'], from: [null], to: 'PAYMENT_PENDING', call: 'POST meeting (the slot held until paid)' },
  {
    event: 'book-at-office',
    by: ['CUSTOMER'],
    from: [null],
    to: 'CONFIRMED',
    call: 'POST notary-public/appointment, paying at the office (a notary who allows it; issue 43); POST legal-aid/bookings, a free legal-aid consultation at ₱0 (issue 61)',
    after: 'the appointment confirmed to both parties (e-mail with the address, the checklist and the .ics, text, notification, push)',
  },
  {
    event: 'schedule-included',
    by: ['LAWYER', 'CUSTOMER'],
    from: [null],
    to: 'CONFIRMED',
    call: 'PUT work-items/{id}/meetings/create (price 0: the engagement paid)',
    after: 'the confirmation to both parties (e-mail with the .ics, text, notification, push); a reminder already due',
  },
  {
    event: 'checkout-failed',
    by: ['SYSTEM'],
    from: ['PAYMENT_PENDING'],
    to: 'PAYMENT_FAILED',
    call: 'POST meeting, when the provider opens no checkout',
  },
  {
    event: 'paid',
    by: ['PAYMENT'],
    from: ['PAYMENT_PENDING'],
    to: 'CONFIRMED',
    call: 'signed payment webhook, or the reconciliation job',
    after: 'the confirmation to both parties (e-mail with the .ics and the receipt PDF, text, notification, push); a reminder already due',
  },
  { event: 'payment-failed', by: ['PAYMENT'], from: ['PAYMENT_PENDING'], to: 'PAYMENT_FAILED', call: 'signed payment webhook (failed)' },
  {
    event: 'expire',
    by: ['SCHEDULER', 'PAYMENT'],
    from: ['PAYMENT_PENDING'],
    to: 'EXPIRED',
    call: 'the hold ran out (scheduler, or a booking with the lawyer), or the provider says the checkout expired',
  },
  {
    event: 'cancel',
    by: ['CUSTOMER', 'LAWYER'],
    from: ['PAYMENT_PENDING', 'CONFIRMED'],
    to: 'CANCELLED',
    call: 'PUT meeting/{id}/cancel (lib/rules/cancellation.ts decides the refund)',
    after: 'a paid meeting: both parties told (e-mail with the CANCEL .ics, text, notification, push)',
  },
  {
    event: 'claim-lawyer-no-show',
    by: ['CUSTOMER'],
    from: ['CONFIRMED'],
    to: 'CANCELLED',
    call: 'PUT meeting/{id}/cancel after the lawyer did not join (settles the meeting)',
  },
  {
    event: 'reschedule',
    by: ['CUSTOMER', 'LAWYER'],
    from: ['CONFIRMED'],
    to: null,
    call: 'PUT meeting/{id}/reschedule',
    after:
      'both parties told of the new time (e-mail with the updated .ics; the other party a text, notification, push); a reminder already due',
  },
  {
    event: 'settle-attended',
    by: ['SCHEDULER'],
    from: ['CONFIRMED'],
    to: 'COMPLETED',
    call: 'the settlement after the join window closed (or both left the call): the lawyer joined',
    after: 'the client who attended asked for a review (e-mail, notification)',
  },
  {
    event: 'mark-in-person',
    by: ['LAWYER'],
    from: ['CONFIRMED'],
    to: 'COMPLETED',
    call: 'PUT meeting/{id}/in-person-outcome: the notary marks an in-person appointment done, or the client absent (issue 43; no call settles it)',
  },
  {
    event: 'settle-lawyer-no-show',
    by: ['SCHEDULER'],
    from: ['CONFIRMED'],
    to: 'CANCELLED',
    call: 'the settlement after the join window closed: the lawyer never joined (a full refund)',
    after: 'both told of the lawyer no-show and its refund (e-mail, notification)',
  },
];
