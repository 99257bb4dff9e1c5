import 'server-only';
import { env } from '@/lib/server/env';

/** How long a new booking holds its slot while the customer pays (BOOKING_HOLD_MINUTES, default 15). */
export function holdMinutes(): number {
  return env().BOOKING_HOLD_MINUTES;
}

/** Spec §9: at most two active meetings per client per "event" (one lawyer's consultation offering). */
export const MAX_ACTIVE_MEETINGS_PER_LAWYER = 2;

export const MEETING_FILE_PURPOSE = 'meeting-file';
