import 'server-only';
import type { BookingIntent } from '@/lib/dto/booking-intent';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatBookedTime } from '@/lib/format/zoned-time';
import { isUuid } from '@/lib/validation/ids';
import { safeCallbackPath } from '@/lib/auth/callback-url';
import { holdMinutes } from './constants';
import { findBookingLawyer } from './find-booking-lawyer';

export type BookingPath = { lawyerId: string; start: Date; duration: 30 | 60 };

const BOOK_PATH = /^\/book\/([^/]+)\/([^/]+)$/;
/** Only the path matters here; another origin (`https://elsewhere/book/…`) is no booking of ours. */
const ORIGIN = 'http://booking.invalid';

/**
 * The lawyer, start and duration a booking page's path names (`/book/{lawyerId}/{start}?duration=60`,
 * the callback_url of a visitor who tapped a slot), or null for anything else, including a URL of
 * another origin.
 */
export function readBookingPath(path: string | null | undefined): BookingPath | null {
  const safe = safeCallbackPath(path, ORIGIN);
  if (!safe) return null;
  const url = new URL(safe, ORIGIN);
  const match = BOOK_PATH.exec(url.pathname);
  if (!match) return null;
  let lawyerId: string;
  let start: Date;
  try {
    lawyerId = decodeURIComponent(match[1]);
    start = new Date(decodeURIComponent(match[2]));
  } catch {
    return null;
  }
  if (!isUuid(lawyerId) || Number.isNaN(start.getTime())) return null;
  return { lawyerId, start, duration: url.searchParams.get('duration') === '60' ? 60 : 30 };
}

/**
 * "You're booking Atty. X, Tue 2 Dec, 10:00 AM (Philippine time)" on every step of the sign-up
 * detour: the name comes from the database (a listed lawyer only) and the time from a start that
 * parses and is still ahead, never the URL's text. Null when the path is not a booking of a listed
 * lawyer. Philippine time: the visitor's zone is not known to the server, and the booking page then
 * shows the slot in the visitor's own.
 */
export async function findBookingIntent(path: string | null, now = new Date()): Promise<BookingIntent | null> {
  const booking = readBookingPath(path);
  if (!booking || booking.start.getTime() <= now.getTime()) return null;
  const lawyer = await findBookingLawyer(booking.lawyerId);
  if (!lawyer) return null;
  const start = booking.start.toISOString();
  return {
    lawyer_name: `Atty. ${lawyer.displayName}`,
    start_time: start,
    duration: booking.duration,
    time_label: formatBookedTime(start, DEFAULT_TIME_ZONE),
    hold_minutes: holdMinutes(),
  };
}
