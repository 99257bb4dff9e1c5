import { JOIN_CLOSES_AFTER_MINUTES, JOIN_OPENS_BEFORE_MINUTES } from '@/lib/config/time';

const MINUTE = 60_000;

/**
 * When a party may be in the call: from JOIN_OPENS_BEFORE_MINUTES before the start until
 * JOIN_CLOSES_AFTER_MINUTES after the end — or until the meeting was settled, if that came first:
 * once both parties have left a call that connected, the consultation is over then (issue 45), and
 * nothing offers to join it again. The one statement of the window: the server's join rules
 * (lib/server/calls/join-rules.ts) use it, and every meeting it sends carries the result
 * (`join_opens_at`, `join_closes_at`) for the browser's Join button to compare with the clock.
 */
export function joinWindow(start: Date, end: Date, settledAt?: Date | null): { opensAt: Date; closesAt: Date } {
  const closesAt = end.getTime() + JOIN_CLOSES_AFTER_MINUTES * MINUTE;
  return {
    opensAt: new Date(start.getTime() - JOIN_OPENS_BEFORE_MINUTES * MINUTE),
    closesAt: new Date(settledAt ? Math.min(closesAt, settledAt.getTime()) : closesAt),
  };
}

// The call's state from the join window and the meeting's status: the server's join rule
// (lib/server/calls/join-rules.ts), the live list and a meeting's activity told to its call ask it.
export type CallState = 'open' | 'not-paid' | 'cancelled' | 'not-open-yet' | 'ended';

/**
 * Paid (CONFIRMED, or COMPLETED by the settlement) and inside its join window (joinWindow,
 * lib/rules/join-window.ts), which a settlement closes: a call both parties left is over.
 */
export function callStateOf(meeting: { status: string; startAt: Date; endAt: Date; settledAt?: Date | null }, now = new Date()): CallState {
  const { opensAt, closesAt } = joinWindow(meeting.startAt, meeting.endAt, meeting.settledAt);
  if (meeting.status === 'CANCELLED') return 'cancelled';
  if (meeting.status !== 'CONFIRMED' && meeting.status !== 'COMPLETED') return 'not-paid';
  if (now < opensAt) return 'not-open-yet';
  if (now > closesAt) return 'ended';
  return 'open';
}
