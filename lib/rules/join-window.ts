import { JOIN_CLOSES_AFTER_MINUTES, JOIN_OPENS_BEFORE_MINUTES } from '@/lib/config/time';

const MINUTE = 60_000;

/**
 * When a party may be in the call: from JOIN_OPENS_BEFORE_MINUTES before the start until
 * JOIN_CLOSES_AFTER_MINUTES after the end. The one statement of the window: the server's join rules
 * (lib/server/video/join-rules.ts) use it, and every meeting it sends carries the result
 * (`join_opens_at`, `join_closes_at`) for the browser's Join button to compare with the clock.
 */
export function joinWindow(start: Date, end: Date): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(start.getTime() - JOIN_OPENS_BEFORE_MINUTES * MINUTE),
    closesAt: new Date(end.getTime() + JOIN_CLOSES_AFTER_MINUTES * MINUTE),
  };
}
