import 'server-only';
import { AppError } from '@/lib/server/platform/http/errors';

export type ReviewFacts = {
  role: 'CUSTOMER' | 'LAWYER';
  status: string;
  endAt: Date;
  /** Whether the client attended the call: their media connection came up (call_attendance.connected_at). */
  clientJoined: boolean;
  now: Date;
};

/**
 * Who may review a meeting, as one rule for POST/PATCH review and the meeting page's `can_review`:
 * only its client, only a paid consultation (CONFIRMED, or COMPLETED by the settlement) that has
 * ended (its end time passed, or settled: a call both left), and only one the client attended — a review speaks for a consultation that took place, and
 * the rating is built from them. Null when allowed, otherwise the clear 4xx to answer.
 */
export function reviewRefusal(f: ReviewFacts): AppError | null {
  if (f.role !== 'CUSTOMER') return new AppError('FORBIDDEN', 'meetings.onlyClientReviewMeeting', { key: 'FORBIDDEN' });
  // COMPLETED is the settlement's word that it is over: a call both parties left ends before end_at.
  const ended = f.status === 'COMPLETED' || f.endAt.getTime() <= f.now.getTime();
  const held = f.status === 'CONFIRMED' || f.status === 'COMPLETED';
  // A hold still waiting for payment may yet become a consultation; anything else never will.
  if (!held && (ended || f.status !== 'PAYMENT_PENDING'))
    return new AppError('BAD_REQUEST', 'meetings.reviewNotHeld', { key: 'REVIEW_NOT_HELD' });
  if (!held || !ended) return new AppError('BAD_REQUEST', 'meetings.reviewTooEarly', { key: 'REVIEW_TOO_EARLY' });
  if (!f.clientJoined) return new AppError('FORBIDDEN', 'meetings.reviewNotAttended', { key: 'REVIEW_NOT_ATTENDED' });
  return null;
}
