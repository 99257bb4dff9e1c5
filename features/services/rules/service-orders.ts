/**
 * Issue 62: the rules of a fixed-price service order that both sides show — the clock (48 hours to take it,
 * the due date in calendar days from the countersignature, the 7-day dispute window, 3 days for the lawyer's
 * answer), what each party may do now, and the answer-time median. Pure (no server, database or React): the
 * server decides with these functions and sends the facts (`allowed`, `late`, `dispute_until`) to the pages.
 */
import { SERVICE_CATALOGUE, type ServiceType } from '@/features/services/reference/legal-services';

export const SERVICE_ORDER_STATUSES = [
  /** Ordered: the client signs the letter generated from the catalogue, then pays at the checkout. */
  'AWAITING_PAYMENT',
  /** Paid: the lawyer countersigns (takes the order) within TAKE_WITHIN_HOURS, or declines; else refunded in full. */
  'AWAITING_LAWYER',
  /** Countersigned: work runs to `due_at` (a revision asked sets a new `due_at`). */
  'IN_PROGRESS',
  /** Delivered: the client accepts, asks for an included revision, or (late delivery) cancels for a full refund. */
  'DELIVERED',
  /** Accepted by the client, or by itself once the dispute window closed without a dispute. */
  'ACCEPTED',
  /** The client opened a dispute within DISPUTE_WINDOW_DAYS of the last delivery; an admin decides. */
  'DISPUTED',
  /** An admin decided the dispute (no refund, partial, full). */
  'RESOLVED',
  /** Never paid (withdrawn), declined, not taken in time, or cancelled late: any payment refunded in full. */
  'CANCELLED',
] as const;
export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES)[number];

export const SERVICE_CANCEL_REASONS = ['WITHDRAWN', 'DECLINED', 'NOT_TAKEN', 'LATE'] as const;
export type ServiceCancelReason = (typeof SERVICE_CANCEL_REASONS)[number];

export const DISPUTE_OUTCOMES = ['NO_REFUND', 'PARTIAL', 'FULL'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const TAKE_WITHIN_HOURS = 48;
export const DISPUTE_WINDOW_DAYS = 7;
const DISPUTE_ANSWER_DAYS = 3;
/** A revision asked for is due this many calendar days after it was asked (never before the original due date). */
const REVISION_DAYS = 2;
/** Answer times: the window, and the fewest answers before a median is shown. */
export const ANSWER_TIME_WINDOW_DAYS = 90;
const ANSWER_TIME_MIN_SAMPLES = 3;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** When an unpaid-by-the-lawyer order lapses: TAKE_WITHIN_HOURS after the payment arrived. */
export const takeDeadline = (paidAt: Date): Date => new Date(paidAt.getTime() + TAKE_WITHIN_HOURS * HOUR_MS);

/**
 * The due date: the end (23:59:59.999) of the calendar day `days` days after the countersignature's day, both
 * read in `timeZone` (Asia/Manila for every order: the lawyer's practice runs on Philippine days).
 */
export function dueAtFor(countersignedAt: Date, days: number, timeZone = 'Asia/Manila'): Date {
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(countersignedAt);
  const [y, m, d] = ymd.split('-').map(Number);
  // Midnight starting the day after the due day, in the zone, minus 1 ms.
  const nextDayUtc = Date.UTC(y, m - 1, d + days + 1);
  return new Date(nextDayUtc - zoneOffsetMs(new Date(nextDayUtc), timeZone) - 1);
}

/** The zone's offset from UTC at `at` (ms; Manila +8 h). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at.getTime() / 1000) * 1000;
}

/** A revision's due date: REVISION_DAYS calendar days from the request, never earlier than the order's due date. */
export function revisionDueAt(askedAt: Date, dueAt: Date, timeZone = 'Asia/Manila'): Date {
  const revision = dueAtFor(askedAt, REVISION_DAYS, timeZone);
  return revision > dueAt ? revision : dueAt;
}

/** The last moment a dispute may be opened: DISPUTE_WINDOW_DAYS after the last delivery. */
export const disputeUntil = (lastDeliveredAt: Date): Date => new Date(lastDeliveredAt.getTime() + DISPUTE_WINDOW_DAYS * DAY_MS);

/** The lawyer's answer to a dispute is due DISPUTE_ANSWER_DAYS after it was opened. */
export const disputeAnswerBy = (openedAt: Date): Date => new Date(openedAt.getTime() + DISPUTE_ANSWER_DAYS * DAY_MS);

const revisionsLeft = (type: ServiceType, used: number): number => Math.max(0, SERVICE_CATALOGUE[type].revisions - used);

/** What an order is, as the rules read it (the row's facts; dates as Date). */
export type ServiceOrderFacts = {
  status: ServiceOrderStatus;
  serviceType: ServiceType;
  revisionsUsed: number;
  /** The client signed the letter (the version of this order). */
  clientSigned: boolean;
  paidAt: Date | null;
  dueAt: Date | null;
  /** The first delivery of the current round (since the last revision asked), and the last delivery of all. */
  lastDeliveredAt: Date | null;
  /** Whether the latest delivery came after its due date. */
  deliveredLate: boolean;
  /** The dispute's state, if one was opened. */
  disputeAnswered: boolean;
  /** Issue 72: the client chose to have the lawyer send the letter (the lawyer attaches the proof of sending). */
  sentByLawyer: boolean;
};

/**
 * Issue 72, item 8: when the lawyer of an order they send attaches its proof of sending — from taking it (a letter
 * may go out before its first delivery) until the order is settled for good; more than once (the e-mail's copy
 * first, the registry receipt after it).
 */
const PROOF_STATUSES: readonly ServiceOrderStatus[] = ['IN_PROGRESS', 'DELIVERED', 'ACCEPTED', 'DISPUTED'];

export type ServiceOrderAction =
  | 'sign'
  | 'pay'
  | 'withdraw'
  | 'take'
  | 'decline'
  | 'deliver'
  | 'accept'
  | 'revise'
  | 'cancel-late'
  | 'dispute'
  | 'answer-dispute'
  | 'attach-proof';

/**
 * What the viewer may do now: the state table (features/services/rules/service-order-transitions.ts) plus the clock. The
 * server refuses anything not in this list (409), and the page shows only these buttons.
 */
export function allowedServiceOrderActions(party: 'CUSTOMER' | 'LAWYER', o: ServiceOrderFacts, now: Date): ServiceOrderAction[] {
  const out: ServiceOrderAction[] = [];
  const pastDue = o.dueAt !== null && now > o.dueAt;
  const windowOpen = o.lastDeliveredAt !== null && now <= disputeUntil(o.lastDeliveredAt);
  if (party === 'CUSTOMER') {
    if (o.status === 'AWAITING_PAYMENT') {
      out.push(o.clientSigned ? 'pay' : 'sign');
      out.push('withdraw');
    }
    if (o.status === 'IN_PROGRESS' && pastDue) out.push('cancel-late');
    if (o.status === 'DELIVERED') {
      out.push('accept');
      if (revisionsLeft(o.serviceType, o.revisionsUsed) > 0) out.push('revise');
      if (o.deliveredLate) out.push('cancel-late');
    }
    if ((o.status === 'DELIVERED' || o.status === 'ACCEPTED') && windowOpen) out.push('dispute');
  } else {
    if (o.status === 'AWAITING_LAWYER' && o.paidAt !== null && now <= takeDeadline(o.paidAt)) out.push('take', 'decline');
    if (o.status === 'IN_PROGRESS') out.push('deliver');
    if (o.status === 'DISPUTED' && !o.disputeAnswered) out.push('answer-dispute');
    if (o.sentByLawyer && PROOF_STATUSES.includes(o.status)) out.push('attach-proof');
  }
  return out;
}

/** The median of a list of durations (minutes), or null below ANSWER_TIME_MIN_SAMPLES; an even count averages the middle two. */
export function answerTimeMedian(minutes: readonly number[]): number | null {
  if (minutes.length < ANSWER_TIME_MIN_SAMPLES) return null;
  const sorted = [...minutes].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
