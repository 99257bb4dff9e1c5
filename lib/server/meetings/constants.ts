import 'server-only';

/** How long a new booking holds its slot while the customer pays (BOOKING_HOLD_MINUTES, default 15). */
export function holdMinutes(): number {
  const value = Number(process.env.BOOKING_HOLD_MINUTES);
  return Number.isFinite(value) && value >= 1 && value <= 120 ? value : 15;
}

/** Spec §9: at most two active meetings per client per "event" (one lawyer's consultation offering). */
export const MAX_ACTIVE_MEETINGS_PER_LAWYER = 2;

export const MEETING_FILE_PURPOSE = 'meeting-file';
