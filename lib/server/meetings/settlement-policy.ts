import 'server-only';
import { joinWindow } from '@/lib/rules/join-window';
import type { MeetingOutcome } from '@/lib/dto/meeting';
import { GROUND_REASON, REFUND, type CancelRefund } from '@/lib/rules/cancellation';

export type { MeetingOutcome } from '@/lib/dto/meeting';

export type SettlementFacts = {
  status: string;
  startAt: Date;
  endAt: Date;
  priceCentavos: number;
  /** Whether each party attended the call at all: their media connection came up (call_attendance.connected_at, not a page opened). */
  lawyerJoined: boolean;
  clientJoined: boolean;
  /**
   * The call is over before its window closed: a party hung up (the Leave button) and nobody is in
   * the call any more (`callEndedSql`). Not a page closed or reloaded: that party may come back.
   */
  callEnded?: boolean;
  now: Date;
};

export type Settlement =
  | { settle: false }
  | { settle: true; status: 'COMPLETED'; outcome: 'ATTENDED' | 'CLIENT_NO_SHOW'; refund: 'NONE' }
  | { settle: true; status: 'CANCELLED'; outcome: 'LAWYER_NO_SHOW' | 'NOBODY_ATTENDED'; refund: CancelRefund; reason: string };

/** Who was there, as one word; the client's no-show claim (cancel-meeting) records it the same way. */
export function attendanceOutcome(lawyerJoined: boolean, clientJoined: boolean): MeetingOutcome {
  if (lawyerJoined) return clientJoined ? 'ATTENDED' : 'CLIENT_NO_SHOW';
  return clientJoined ? 'LAWYER_NO_SHOW' : 'NOBODY_ATTENDED';
}

/**
 * After the call, as one rule: once the join window of a paid (CONFIRMED) meeting has closed — or,
 * sooner, once both parties have left a call whose media connected on both sides (`callEnded` with
 * both joined: the consultation took place and is over) — its attendance settles it.
 * - the lawyer joined: COMPLETED, the fee stays with the lawyer — also when the client never came,
 *   since a client's own absence gives nothing back (the cancellation policy: the lawyer kept the time);
 * - the lawyer never joined, whether or not the client did: the cancellation policy's lawyer no-show
 *   (LAWYER_NO_SHOW ground: its refund and its reason), applied without waiting for the client's claim.
 *   By the window's end the lawyer has been absent far longer than NO_SHOW_AFTER_MINUTES. A meeting
 *   included in an engagement (price 0) has nothing to refund.
 * Anything not CONFIRMED (a client's no-show claim already cancelled it, it was never paid) or
 * whose window is still open is left as it is.
 */
export function decideSettlement(f: SettlementFacts): Settlement {
  if (f.status !== 'CONFIRMED') return { settle: false };
  // Ended early only when both attended: the outcome is then ATTENDED whatever the clock says, so
  // nothing a no-show decides (a refund, the client's claim) can be settled before the window closes.
  const endedTogether = Boolean(f.callEnded) && f.lawyerJoined && f.clientJoined;
  if (!endedTogether && f.now.getTime() <= joinWindow(f.startAt, f.endAt).closesAt.getTime()) return { settle: false };
  const outcome = attendanceOutcome(f.lawyerJoined, f.clientJoined);
  if (outcome === 'ATTENDED' || outcome === 'CLIENT_NO_SHOW') return { settle: true, status: 'COMPLETED', outcome, refund: 'NONE' };
  return {
    settle: true,
    status: 'CANCELLED',
    outcome,
    refund: f.priceCentavos > 0 ? REFUND.LAWYER_NO_SHOW : 'NONE',
    reason: GROUND_REASON.LAWYER_NO_SHOW,
  };
}
