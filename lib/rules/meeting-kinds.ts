import { DEFAULT_TIME_ZONE, REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import { NOTARY_REMINDER_LEADS_MINUTES } from './notary-reminders';

/**
 * Meeting kinds as one table (issue 59 item 5): what a consultation and a notarial appointment (issue 43)
 * do differently — where they are held, their lengths, reminders, confirmation, calendar and message
 * wording, settlement and rescheduling. Code asks this table (`meetingKindRules(kind).…`), never
 * `kind === 'NOTARY'`; `lib/lint/meeting-kind-branches.test.ts` bounds the branches left outside it.
 *
 * A new kind is one row here, and the migration that lets the database's two checks (kinds, durations) take it;
 * lib/db/schema/meetings.ts builds them from this table and meeting-kind-sql.test.ts compares the database's. Its `venue`, `confirmation`, `reminder` and
 * `settlement` pick among the ways that exist; only a new way (a third venue, say) adds code, in the
 * server's `Record<…>` of that way. A written question is not a meeting and has no row.
 *
 * Pure data and pure functions: browser code reads it too.
 */

export const MEETING_KIND_NAMES = ['CONSULTATION', 'NOTARY'] as const;
export type MeetingKind = (typeof MEETING_KIND_NAMES)[number];

/**
 * Where a meeting is held, the axis along which the code differs: `call` has a join window, a join page and
 * a call to settle by; `office` is in person at the office (address, what to bring, its own page) and never a call.
 */
export type MeetingVenue = 'call' | 'office';

export interface MeetingKindRules {
  venue: MeetingVenue;
  /** The lengths a meeting of this kind may have, in minutes (the database's duration check). */
  durations: readonly number[];
  /**
   * How long before the start each reminder goes out, longest first. The first one still ahead at
   * confirmation (or move) is armed; each sent one arms the next. One lead: one reminder.
   */
  reminderLeadsMinutes: readonly number[];
  /** What a due reminder is: the call's, with its join link; or the office visit's (where, what to bring, what to pay). */
  reminder: 'join-link' | 'office-visit';
  /** Who sends the confirmation: the consultations' mails (with the call's ICS) or the notary's (the office, what to bring). */
  confirmation: 'consultation' | 'notary';
  /**
   * Its extra facts: `notary-appointment` joins `notary_appointments` (service, office, checklist, pay at the office) —
   * the wire's `in_person`. Null: none.
   */
  details: 'notary-appointment' | null;
  /**
   * How it ends: `call-attendance` — settled by the scheduler from who joined the call once its window closed;
   * `marked-by-lawyer` — the notary marks it attended or a no-show (PUT meeting/{id}/in-person-outcome).
   */
  settlement: 'call-attendance' | 'marked-by-lawyer';
  /** Whether the lawyer may open a matter from it (issue 64): a consultation; a notarial appointment is no case. */
  opensMatter: boolean;
  /** Where a move may go: the lawyer's weekly hours (as booking), or the notary's free office times for its service. */
  reschedule: 'lawyer-hours' | 'office-times';
  /** Its words, as catalogue keys (email: messages/<lang>/email.json; meetings, booking: their namespaces). */
  texts: {
    /** Its item in mails, receipts and calendars, "30-minute video consultation" (email namespace; arguments duration, callType). */
    item: 'item' | 'notary.item';
    /** The calendar entry's summary and description (email namespace). */
    calendarSummary: 'calendar.summary' | 'notary.calendarSummary';
    calendarDescription: 'calendar.description' | 'notary.calendarDescription';
    /** Its label, "30-minute video call" (meetings namespace; arguments duration, kind: the call type). */
    meetingLabel: 'callLabel' | 'inPersonLabel';
    /** The meeting page's heading (meetings namespace; arguments call: its label, name). */
    detailHeading: 'detail.heading' | 'detail.inPersonHeading';
    /** Its item on the checkout page (booking namespace; arguments minutes, callType). */
    checkoutItem: 'consultation' | 'notaryAppointment';
    /** The mark a calendar puts on it (calendar namespace); null: none. */
    calendarTag: 'view.inPerson' | null;
    /** The notification's title of a cancellation (email namespace). */
    cancelledTitle: 'cancellation.title' | 'notary.cancelledTitle';
    /** The cancel dialog's words (meetings namespace: `<key>.title`, …). */
    cancelDialog: 'cancel' | 'cancelAppointment';
    /** The checkout page's note under a meeting (booking namespace). */
    checkoutNote: 'checkout.cancellationNote' | 'checkout.appointmentNote';
    /** The checkout page's line once paid, when the kind has its own (booking namespace); null: the state's. */
    checkoutPaid: 'checkout.appointmentPaid' | null;
  };
}

const CALL_TEXTS = {
  item: 'item',
  calendarSummary: 'calendar.summary',
  calendarDescription: 'calendar.description',
  meetingLabel: 'callLabel',
  detailHeading: 'detail.heading',
  checkoutItem: 'consultation',
  calendarTag: null,
  cancelledTitle: 'cancellation.title',
  cancelDialog: 'cancel',
  checkoutNote: 'checkout.cancellationNote',
  checkoutPaid: null,
} as const;

/** Every kind's row. `Record<MeetingKind, …>`: a kind without a row, or a row without a field, does not compile. */
export const MEETING_KINDS: Record<MeetingKind, MeetingKindRules> = {
  /** Spec §1: a paid video or phone call with a lawyer, reminded 10 minutes before with its join link. */
  CONSULTATION: {
    venue: 'call',
    durations: [30, 60],
    reminderLeadsMinutes: [REMINDER_LEAD_MINUTES],
    reminder: 'join-link',
    confirmation: 'consultation',
    details: null,
    settlement: 'call-attendance',
    opensMatter: true,
    reschedule: 'lawyer-hours',
    texts: CALL_TEXTS,
  },
  /** Issue 43: a notarial act in person at the notary's office; people travel, so a day and an hour before. */
  NOTARY: {
    venue: 'office',
    durations: [15, 30, 45, 60, 90],
    reminderLeadsMinutes: NOTARY_REMINDER_LEADS_MINUTES,
    reminder: 'office-visit',
    confirmation: 'notary',
    details: 'notary-appointment',
    settlement: 'marked-by-lawyer',
    opensMatter: false,
    reschedule: 'office-times',
    texts: {
      item: 'notary.item',
      calendarSummary: 'notary.calendarSummary',
      calendarDescription: 'notary.calendarDescription',
      meetingLabel: 'inPersonLabel',
      detailHeading: 'detail.inPersonHeading',
      checkoutItem: 'notaryAppointment',
      calendarTag: 'view.inPerson',
      cancelledTitle: 'notary.cancelledTitle',
      cancelDialog: 'cancelAppointment',
      checkoutNote: 'checkout.appointmentNote',
      checkoutPaid: 'checkout.appointmentPaid',
    },
  },
};

export function meetingKindRules(kind: MeetingKind): MeetingKindRules {
  return MEETING_KINDS[kind];
}

/** The kinds whose row passes `test`, e.g. the ones held as a call (for an SQL `kind IN (…)`). */
export function meetingKindsWhere(test: (rules: MeetingKindRules) => boolean): MeetingKind[] {
  return MEETING_KIND_NAMES.filter((kind) => test(MEETING_KINDS[kind]));
}

/** True when a meeting of this kind is held as a call: a join window, a join page, a call to settle by. */
export function isCallKind(kind: MeetingKind): boolean {
  return MEETING_KINDS[kind].venue === 'call';
}

/**
 * The kind of a meeting as the wire carries it. The wire has no `kind` field yet: today the office kind is
 * the one with `in_person` details. (A second kind of a venue adds `kind` to MeetingDto and CheckoutSummary.)
 */
export function meetingKindOfWire(m: { in_person?: unknown }): MeetingKind {
  return m.in_person ? 'NOTARY' : 'CONSULTATION';
}

/** The row of a meeting as the wire carries it. */
export function rulesOfWire(m: { in_person?: unknown }): MeetingKindRules {
  return MEETING_KINDS[meetingKindOfWire(m)];
}

/**
 * The zone a meeting's times are shown in: an office visit's in the office's time (Philippine time: the
 * person must be there, and its booking and its moves show that clock); a call's in the viewer's own zone.
 */
export function meetingZone(m: { in_person?: unknown }, viewerZone: string): string {
  return rulesOfWire(m).venue === 'office' ? DEFAULT_TIME_ZONE : viewerZone;
}

const MINUTE = 60_000;

/**
 * The first reminder of a meeting at `start`: the first of its kind's leads still ahead of `now`, else its
 * last. Armed on confirming and on every move, so the reminders already sent for an old time go out again for
 * the new one (their dedupe keys carry the start). Its SQL twin for confirmations: firstReminderAtSql
 * (lib/server/notary/notary-reminder-sql.ts).
 */
export function firstReminderAt(kind: MeetingKind, start: Date, now: Date): Date {
  const leads = MEETING_KINDS[kind].reminderLeadsMinutes;
  const ahead = leads.find((lead) => start.getTime() - lead * MINUTE > now.getTime());
  return new Date(start.getTime() - (ahead ?? leads[leads.length - 1]) * MINUTE);
}
