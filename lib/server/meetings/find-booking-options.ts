import 'server-only';
import { loadCalendars } from '@/lib/server/calendar/availability/load-calendars';
import { findBookingLawyer, type BookingLawyer } from './find-booking-lawyer';

export type BookingOptions = {
  lawyer: BookingLawyer;
  prices: { 30?: number; 60?: number };
  /** Free slots for the next 14 days, per duration (the booking page regroups them by the viewer's days). */
  slots: { 30: string[]; 60: string[] };
};

const flatten = (calendar: Record<string, { start_time: string }[]> | undefined) =>
  Object.values(calendar ?? {})
    .flat()
    .map((s) => s.start_time)
    .sort();

/**
 * What the booking page offers: the lawyer, prices and the free slots of both durations. A slot kept
 * for `holderId` by a sign-up hold is free for them (the client back from verifying their e-mail).
 */
export async function findBookingOptions(lawyerId: string, now = new Date(), holderId?: string): Promise<BookingOptions | null> {
  const lawyer = await findBookingLawyer(lawyerId);
  if (!lawyer) return null;
  const [c30, c60] = await Promise.all([
    loadCalendars([lawyerId], { now, durationMinutes: 30, timeZone: lawyer.timezone, holderId }),
    loadCalendars([lawyerId], { now, durationMinutes: 60, timeZone: lawyer.timezone, holderId }),
  ]);
  const prices: BookingOptions['prices'] = {};
  for (const p of lawyer.prices)
    if (p.priceCentavos !== null && (p.durationMinutes === 30 || p.durationMinutes === 60)) prices[p.durationMinutes] = p.priceCentavos;
  return { lawyer, prices, slots: { 30: flatten(c30.get(lawyerId)), 60: flatten(c60.get(lawyerId)) } };
}
