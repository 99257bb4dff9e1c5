import 'server-only';
import type { BookingIntent } from '@/lib/dto/booking-intent';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatBookedTime } from '@/lib/format/zoned-time';
import { splitLocale } from '@/lib/i18n/paths';
import { NOTARY_SERVICE_SLUGS, type NotaryServiceSlug } from '@/lib/reference/notary-services';
import { isUuid } from '@/lib/validation/ids';
import { safeCallbackPath } from '@/lib/auth/callback-url';
import { holdMinutes } from './constants';
import { decodedPathPart } from '@/lib/format/path-part';
import { findBookingLawyer } from './find-booking-lawyer';

export type ConsultationPath = { kind: 'consultation'; lawyerId: string; start: Date; duration: 30 | 60 };
/** `notaryId` is the notary profile's id (the page's), not the lawyer's. */
export type NotaryPath = { kind: 'notary'; notaryId: string; service: NotaryServiceSlug; start: Date };
export type BookingPath = ConsultationPath | NotaryPath;

const BOOK_PATH = /^\/book\/([^/]+)\/([^/]+)$/;
const NOTARY_PATH = /^\/notary-public\/profile\/([^/]+)$/;
/** Only the path matters here; another origin (`https://elsewhere/book/…`) is no booking of ours. */
const ORIGIN = 'http://booking.invalid';

const isNotaryService = (slug: string | null): slug is NotaryServiceSlug => NOTARY_SERVICE_SLUGS.includes(slug as NotaryServiceSlug);

/**
 * The booking a callback_url names, for the sign-up detour: a consultation's booking page
 * (`/book/{lawyerId}/{start}?duration=60`, where the proxy sends a visitor who tapped a slot) or a
 * notary's page with the service and time chosen on it (`/notary-public/profile/{notaryId}?service=…&slot=…`,
 * the notary booking's way back). Either may carry a language prefix (`/fil/…`: the notary page's
 * link is the page's own). Null for anything else, including a URL of another origin. Only the
 * shape is read here: whether the lawyer, the service and the time are bookable is the caller's.
 */
export function readBookingPath(path: string | null | undefined): BookingPath | null {
  const safe = safeCallbackPath(path, ORIGIN);
  if (!safe) return null;
  const url = new URL(safe, ORIGIN);
  const pathname = splitLocale(url.pathname).path;
  const book = BOOK_PATH.exec(pathname);
  if (book) {
    const [lawyerId, start] = [decodedPathPart(book[1]), decodedPathPart(book[2])];
    if (!lawyerId || !isUuid(lawyerId) || !start) return null;
    const at = new Date(start);
    if (Number.isNaN(at.getTime())) return null;
    return { kind: 'consultation', lawyerId, start: at, duration: url.searchParams.get('duration') === '60' ? 60 : 30 };
  }
  const notary = NOTARY_PATH.exec(pathname);
  if (notary) {
    const notaryId = decodedPathPart(notary[1]);
    const service = url.searchParams.get('service');
    const at = new Date(url.searchParams.get('slot') ?? '');
    if (!notaryId || !isUuid(notaryId) || !isNotaryService(service) || Number.isNaN(at.getTime())) return null;
    return { kind: 'notary', notaryId, service, start: at };
  }
  return null;
}

/**
 * The time as every intent shows it: a start that parsed, still ahead, in Philippine time (the
 * visitor's zone is not known to the server; the booking page then shows it in the visitor's own).
 * Null once the start has passed.
 */
export function intentTime(start: Date, now: Date): { start_time: string; time_label: string; hold_minutes: number } | null {
  if (start.getTime() <= now.getTime()) return null;
  const at = start.toISOString();
  return { start_time: at, time_label: formatBookedTime(at, DEFAULT_TIME_ZONE), hold_minutes: holdMinutes() };
}

/**
 * "You're booking Atty. X, Tue 2 Dec, 10:00 AM (Philippine time)" for a consultation's booking path:
 * the name comes from the database (a listed lawyer only) and the time from a start that parses and
 * is still ahead, never the URL's text. Null when the lawyer is not listed or the time has passed.
 * (The notary's: findNotaryIntent; both through findBookingIntent in auth/sign-up-booking.ts.)
 */
export async function findConsultationIntent(booking: ConsultationPath, now: Date): Promise<BookingIntent | null> {
  const time = intentTime(booking.start, now);
  if (!time) return null;
  const lawyer = await findBookingLawyer(booking.lawyerId);
  if (!lawyer) return null;
  return { kind: 'consultation', lawyer_name: `Atty. ${lawyer.displayName}`, duration: booking.duration, ...time };
}
