import 'server-only';
import { buildCalendar, type SlotDuration } from '@/lib/server/calendar/availability/build-calendar';
import type { BookableLawyer } from './load-bookable-lawyer';

/**
 * Whether `start` is a slot the lawyer offers for this duration (weekly hours in the lawyer's zone,
 * notice time, the 14-day window, on the hour or the half hour), ignoring other bookings: those are the EXCLUDE
 * constraint's business, so a slot someone else just took answers 409, not 400.
 */
export function isOfferedSlot(
  lawyer: Pick<BookableLawyer, 'weekly' | 'timezone' | 'noticeMinutes'>,
  start: Date,
  duration: SlotDuration,
  now = new Date(),
): boolean {
  if (Number.isNaN(start.getTime()) || start.getTime() <= now.getTime()) return false;
  const calendar = buildCalendar({
    weekly: lawyer.weekly,
    lawyerTimeZone: lawyer.timezone,
    noticeMinutes: lawyer.noticeMinutes,
    busy: [],
    now,
    viewerTimeZone: lawyer.timezone,
    durationMinutes: duration,
  });
  const iso = start.toISOString();
  return Object.values(calendar).some((slots) => slots.some((s) => s.start_time === iso));
}
