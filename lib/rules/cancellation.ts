/**
 * The cancellation and refund rule, pure (no server imports): the server decides with it and sends
 * the result (the meeting's `cancellation` preview); pages render that and never decide again.
 */
import { FREE_CANCELLATION_HOURS, NO_SHOW_AFTER_MINUTES, NO_SHOW_CLAIM_DAYS } from '@/lib/config/cancellation';

/** Whether a client cancelling at `now` still gets a full refund: at least FREE_CANCELLATION_HOURS before the start. */
function isFreeCancellation(startAt: Date, now: Date): boolean {
  return startAt.getTime() - now.getTime() >= FREE_CANCELLATION_HOURS * 3_600_000;
}

export type CancelRefund = 'FULL' | 'NONE';

/** Why a cancellation was allowed; decides the refund and is stored as the default cancel reason. */
export type CancelGround = 'UNPAID' | 'LAWYER_CANCELLED' | 'CLIENT_EARLY' | 'CLIENT_LATE' | 'LAWYER_NO_SHOW';

export type CancellationDecision = { allowed: true; ground: CancelGround; refund: CancelRefund } | { allowed: false; message: string };

export type CancellationFacts = {
  role: 'CUSTOMER' | 'LAWYER';
  status: string;
  startAt: Date;
  endAt: Date;
  /**
   * The start the client's free-cancellation deadline counts from (`refundClockStart`): the booked
   * start, unless the meeting was moved. Defaults to `startAt`.
   */
  refundClockStartAt?: Date;
  /** Whether the lawyer attended the call at all: their media connection came up (call_attendance.connected_at). */
  lawyerJoined: boolean;
  now: Date;
};

/** What each ground gives back (the settlement of a lawyer no-show reads it too). */
export const REFUND: Record<CancelGround, CancelRefund> = {
  UNPAID: 'NONE',
  LAWYER_CANCELLED: 'FULL',
  CLIENT_EARLY: 'FULL',
  CLIENT_LATE: 'NONE',
  LAWYER_NO_SHOW: 'FULL',
};

const NOT_CANCELLABLE = 'Only an upcoming meeting can be cancelled.';

/**
 * The cancellation and refund policy (/cancellation-policy), as one rule:
 * - nothing paid yet (PAYMENT_PENDING): either party may cancel before the start; nothing to refund;
 * - the lawyer cancels a paid meeting before the start: full refund, whenever it happens;
 * - the client cancels at least FREE_CANCELLATION_HOURS before the start: full refund — the start
 *   the refund clock counts from (`refundClockStart`), so a move to a later day does not buy the
 *   refund back;
 * - the client cancels later than that, before the start: the meeting is cancelled, the fee is not
 *   refunded (the lawyer kept the time free); rescheduling stays open to both parties instead;
 * - the lawyer has not joined NO_SHOW_AFTER_MINUTES after the start: the client may cancel with a
 *   full refund until NO_SHOW_CLAIM_DAYS after the end.
 */
export function decideCancellation(f: CancellationFacts): CancellationDecision {
  const now = f.now.getTime();
  const beforeStart = now < f.startAt.getTime();
  let ground: CancelGround | null = null;
  if (f.status === 'PAYMENT_PENDING' && beforeStart) ground = 'UNPAID';
  else if (f.status === 'CONFIRMED' && beforeStart) {
    ground =
      f.role === 'LAWYER'
        ? 'LAWYER_CANCELLED'
        : isFreeCancellation(f.refundClockStartAt ?? f.startAt, f.now)
          ? 'CLIENT_EARLY'
          : 'CLIENT_LATE';
  } else if (
    f.status === 'CONFIRMED' &&
    f.role === 'CUSTOMER' &&
    !f.lawyerJoined &&
    now >= f.startAt.getTime() + NO_SHOW_AFTER_MINUTES * 60_000 &&
    now <= f.endAt.getTime() + NO_SHOW_CLAIM_DAYS * 86_400_000
  ) {
    ground = 'LAWYER_NO_SHOW';
  }
  if (!ground) return { allowed: false, message: NOT_CANCELLABLE };
  return { allowed: true, ground, refund: REFUND[ground] };
}

/** Stored as the cancel reason when the party gave none, so the record says which rule applied. */
export const GROUND_REASON: Record<CancelGround, string> = {
  UNPAID: 'Cancelled before payment',
  LAWYER_CANCELLED: 'Cancelled by the lawyer',
  CLIENT_EARLY: `Cancelled by the client at least ${FREE_CANCELLATION_HOURS} hours before`,
  CLIENT_LATE: `Cancelled by the client less than ${FREE_CANCELLATION_HOURS} hours before`,
  LAWYER_NO_SHOW: 'The lawyer did not join',
};

/** One move of a meeting, as the refund clock sees it. */
export type MoveOfMeeting = { by: 'CUSTOMER' | 'LAWYER' | null; previousStartAt: Date; newStartAt: Date; at: Date };

/**
 * The start a client's free cancellation is counted from. Rescheduling must not reset the clock —
 * a client 3 hours before the start who moves the meeting to next week and then cancels would get
 * the refund the policy had already ruled out — so it is the earliest start the meeting had, from
 * its booking on. A move by the lawyer starts the count again from the lawyer's new time: the
 * client did not choose it, and may cancel it in full until 24 hours before it.
 */
export function refundClockStart(startAt: Date, moves: MoveOfMeeting[]): Date {
  if (!moves.length) return startAt;
  const ordered = [...moves].sort((a, b) => a.at.getTime() - b.at.getTime());
  let clock = ordered[0].previousStartAt;
  for (const move of ordered)
    clock = move.by === 'LAWYER' ? move.newStartAt : new Date(Math.min(clock.getTime(), move.newStartAt.getTime()));
  return clock;
}
