import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import { isListedLawyer } from '@/lib/server/lawyers/is-listed-lawyer';
import type { AvailabilityCalendar } from '@/lib/server/search/types';
import type { SlotDuration } from './build-calendar';
import { loadCalendars } from './load-calendars';
import { DEFAULT_TIME_ZONE } from './zoned-time';

export type LawyerAvailability = { _id: string; duration: SlotDuration; timeZone: string; calendar: AvailabilityCalendar };

/** A listed lawyer's bookable slots for the next 14 days, grouped by the viewer's days (spec §4, §9). */
export async function getLawyerAvailability(
  lawyerId: string,
  options: { now?: Date; timeZone?: string; durationMinutes?: SlotDuration } = {},
): Promise<LawyerAvailability> {
  if (!(await isListedLawyer(lawyerId))) throw new AppError('NOT_FOUND', 'Lawyer not found.', { key: 'LAWYER_NOT_FOUND' });
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const duration = options.durationMinutes ?? 30;
  const calendars = await loadCalendars([lawyerId], { now: options.now, timeZone, durationMinutes: duration });
  return { _id: lawyerId, duration, timeZone, calendar: calendars.get(lawyerId) ?? {} };
}
