import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';

// Times in a named zone, shared by server and browser components (no zone or locale guessing: both
// passed in; English when no language is given, letter for letter as the spec's screens read). Every page or list that shows a time names its zone through `withZone` or
// a caption of `zoneLabel` ("Times shown in …", in the catalogues), so a client abroad and a lawyer in Manila never read the same digits differently.

/** The Intl locale of a language's day and month names: en-US keeps the English screens' "Mon, Nov 23"; Filipino fil-PH's "Lun, Nob 23". */
const intlOf = (language: Locale): string => (language === 'en' ? 'en-US' : INTL_LOCALE[language]);

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions, intlTag: string): Intl.DateTimeFormat {
  const key = `${intlTag}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlTag, { timeZone, ...options });
    formatters.set(key, f);
  }
  return f;
}

/** "9:00 AM" (both languages) */
export function formatTime(iso: string, timeZone: string, language: Locale): string {
  return formatter(timeZone, { hour: 'numeric', minute: '2-digit' }, intlOf(language)).format(new Date(iso));
}

/** "Mon, Nov 23" / "Lun, Nob 23" */
export function formatDay(iso: string, timeZone: string, language: Locale): string {
  return formatter(timeZone, { weekday: 'short', month: 'short', day: 'numeric' }, intlOf(language)).format(new Date(iso));
}

/** "Monday, November 23" / "Lunes, Nobyembre 23": a day named in full (the call's lobby). */
export function formatLongDay(iso: string, timeZone: string, language: Locale): string {
  return formatter(timeZone, { weekday: 'long', month: 'long', day: 'numeric' }, intlOf(language)).format(new Date(iso));
}

/** "Mon, Nov 23, 9:00 AM" / "Lun, Nob 23, 9:00 AM" */
export function formatDayTime(iso: string, timeZone: string, language: Locale): string {
  return `${formatDay(iso, timeZone, language)}, ${formatTime(iso, timeZone, language)}`;
}

/** "YYYY-MM-DD" of an instant in a zone (en-CA writes dates that way). */
export function dayKey(iso: string, timeZone: string): string {
  return formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA').format(new Date(iso));
}

/** "GMT+8", "UTC", "EST": the zone's short name at that moment. */
export function shortZone(timeZone: string, at: Date): string {
  return (
    formatter(timeZone, { timeZoneName: 'short' }, 'en-US')
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** A short zone label for the viewer: "UTC", "GMT+8"… with the IANA name when it says more ("GMT+8, Asia/Manila"). */
export function zoneLabel(timeZone: string, at = new Date()): string {
  const short = shortZone(timeZone, at);
  return timeZone === 'UTC' || timeZone === short ? short : `${short}, ${timeZone.replace(/_/g, ' ')}`;
}

/** One time with its zone, as the meeting page heads itself: "Mon, Nov 23, 9:00 – 9:30 AM (GMT+8, Asia/Manila)". */
export function withZone(text: string, timeZone: string): string {
  return `${text} (${zoneLabel(timeZone)})`;
}

/**
 * "Nov 23, 2026, 9:00 AM GMT+8" ("Nob 23, 2026, 9:00 AM GMT+8" with `fil-PH`): a record's moment in a
 * table row (the admin console), year and zone included.
 */
export function formatStamp(iso: string, timeZone: string, intlLocale = 'en-US'): string {
  const at = new Date(iso);
  return `${formatter(timeZone, { dateStyle: 'medium', timeStyle: 'short' }, intlLocale).format(at)} ${shortZone(timeZone, at)}`;
}

/** "Philippine time" for Manila (what a Filipino client reads), else the zone label: the sign-up detour names the booked time this way. */
function zoneWords(timeZone: string, at: Date): string {
  return timeZone === 'Asia/Manila' ? 'Philippine time' : zoneLabel(timeZone, at);
}

/** "Tue 2 Dec, 10:00 AM (Philippine time)": a booked start, day first as Filipinos write it. */
export function formatBookedTime(iso: string, timeZone: string): string {
  const day = formatter(timeZone, { weekday: 'short', day: 'numeric', month: 'short' }, 'en-GB').format(new Date(iso));
  return `${day}, ${formatTime(iso, timeZone, 'en')} (${zoneWords(timeZone, new Date(iso))})`;
}

// ---- A time in the reader's zone with Philippine time beside it (issue 63: a client abroad) ----

const MANILA_ZONE = 'Asia/Manila';

/**
 * How a zone reads beside a time: its city ("Dubai", "Los Angeles", "Manila"), else its short name
 * ("UTC", "GMT+4") for zones that name no city (Etc/GMT+4).
 */
export function zoneCity(timeZone: string, at: Date = new Date()): string {
  const slash = timeZone.lastIndexOf('/');
  if (slash < 0 || timeZone.startsWith('Etc/')) return shortZone(timeZone, at);
  return timeZone.slice(slash + 1).replace(/_/g, ' ');
}

/**
 * How much of the day a pair names: "Sat 9:00 PM", "Sat, Nov 28, 9:00 PM", "Saturday, November 28, 2026, 9:00 PM";
 * `time` names none where the day is shown around it (a day's column), and Manila's weekday only when it is another day.
 * `dayOnce` names the day once, on the reader's side, Manila's as `time` does ("Sat, Nov 28, 9:00 PM Dubai · Sun 1:00 AM
 * Manila"): a result card's time chip, which the date said twice made wider than a phone (issue 72 item 7).
 */
export type PairStyle = 'time' | 'weekday' | 'day' | 'long' | 'dayOnce';

const PAIR_OPTIONS: Record<Exclude<PairStyle, 'time' | 'dayOnce'>, Intl.DateTimeFormatOptions> = {
  weekday: { weekday: 'short' },
  day: { weekday: 'short', month: 'short', day: 'numeric' },
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
};

function wallTime(iso: string, timeZone: string, language: Locale, style: Exclude<PairStyle, 'dayOnce'>): string {
  if (style === 'time') return formatTime(iso, timeZone, language);
  const day = formatter(timeZone, PAIR_OPTIONS[style], intlOf(language)).format(new Date(iso));
  return `${day}${style === 'weekday' ? ' ' : ', '}${formatTime(iso, timeZone, language)}`;
}

/**
 * One instant in the reader's zone and in Philippine time: `local` "Sat 9:00 PM Dubai", `manila`
 * "Sun 1:00 AM Manila", or null when the two clocks read the same (a reader in Manila, Singapore or
 * Perth: nothing to add).
 */
export function zonedPair(
  iso: string,
  timeZone: string,
  language: Locale,
  style: PairStyle = 'day',
): { local: string; manila: string | null } {
  const at = new Date(iso);
  const localStyle = style === 'dayOnce' ? 'day' : style;
  const here = wallTime(iso, timeZone, language, localStyle);
  if (timeZone === MANILA_ZONE) return { local: here, manila: null };
  let home = wallTime(iso, MANILA_ZONE, language, localStyle);
  if (here === home) return { local: here, manila: null };
  if (style === 'dayOnce') home = wallTime(iso, MANILA_ZONE, language, 'time');
  if ((style === 'time' || style === 'dayOnce') && dayKey(iso, timeZone) !== dayKey(iso, MANILA_ZONE))
    home = wallTime(iso, MANILA_ZONE, language, 'weekday');
  return { local: `${here} ${zoneCity(timeZone, at)}`, manila: `${home} ${zoneCity(MANILA_ZONE, at)}` };
}

/**
 * The one way every page, mail, text and calendar entry writes a time for a person: in their zone, with
 * Philippine time beside it when the clocks differ ("Sat 9:00 PM Dubai · Sun 1:00 AM Manila"); a reader
 * whose clock is Manila's gets the time alone ("Sat 9:00 PM").
 */
export function formatWithManila(iso: string, timeZone: string, language: Locale, style: PairStyle = 'day'): string {
  const { local, manila } = zonedPair(iso, timeZone, language, style);
  return manila ? `${local} · ${manila}` : local;
}

/**
 * A meeting's span for its reader: "Sat, Nov 28, 9:00 PM – 9:30 PM Dubai · Sun, Nov 29, 1:00 AM – 1:30 AM Manila"
 * abroad; null when the reader's clock is Manila's (the page then names its zone as before).
 */
export function formatSpanWithManila(startIso: string, endIso: string, timeZone: string, language: Locale): string | null {
  if (zonedPair(startIso, timeZone, language).manila === null) return null;
  const span = (zone: string) =>
    `${formatDayTime(startIso, zone, language)} – ${formatTime(endIso, zone, language)} ${zoneCity(zone, new Date(startIso))}`;
  return `${span(timeZone)} · ${span(MANILA_ZONE)}`;
}
