import { JOIN_CLOSES_AFTER_MINUTES, JOIN_OPENS_BEFORE_MINUTES } from '@/lib/config/time';

const MINUTE = 60_000;

/**
 * When a party may be in the call: from JOIN_OPENS_BEFORE_MINUTES before the start until
 * JOIN_CLOSES_AFTER_MINUTES after the end — or until the meeting was settled, if that came first:
 * once both parties have left a call that connected, the consultation is over then (issue 45), and
 * nothing offers to join it again. The one statement of the window: the server's join rules
 * (lib/server/video/join-rules.ts) use it, and every meeting it sends carries the result
 * (`join_opens_at`, `join_closes_at`) for the browser's Join button to compare with the clock.
 */
export function joinWindow(start: Date, end: Date, settledAt?: Date | null): { opensAt: Date; closesAt: Date } {
  const closesAt = end.getTime() + JOIN_CLOSES_AFTER_MINUTES * MINUTE;
  return {
    opensAt: new Date(start.getTime() - JOIN_OPENS_BEFORE_MINUTES * MINUTE),
    closesAt: new Date(settledAt ? Math.min(closesAt, settledAt.getTime()) : closesAt),
  };
}
