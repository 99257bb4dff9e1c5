import { z } from './zod';
import { issueMessage } from '@/lib/errors/issue';

// Building blocks every schema uses for text and dates, so one rule refuses what PostgreSQL cannot
// store (a NUL byte in text, year 0000, February 30th) with a 400 instead of a 500 or a silent change.

export const INVALID_TEXT = issueMessage('common.invalidText');
const INVALID_DATE = issueMessage('database.invalidDate');

/** PostgreSQL text and jsonb cannot hold U+0000; nothing a person types contains it. */
export const hasNul = (value: string): boolean => value.includes('\u0000');

/** Text the user must give, trimmed, at most `max` characters (the spec's messages). */
export const requiredText = (max: number) =>
  z
    .string({ error: issueMessage('common.required') })
    .refine((v) => !hasNul(v), INVALID_TEXT)
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, issueMessage('common.required'))
        .max(max, issueMessage('validation.tooLong', { max: max })),
    );

/** One of our ids (a uuid), with "Invalid {name}." otherwise. */
export const uuidField = (name: string) =>
  z
    .string({ error: issueMessage('validation.invalidId', { name }) })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, issueMessage('validation.invalidId', { name }));

/** Text that may be left out or empty: trimmed, at most `max` characters, no NUL. */
const looseText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, issueMessage('validation.tooLong', { max: max }))
    .refine((v) => !hasNul(v), INVALID_TEXT)
    .optional();

/** Optional text, trimmed; empty becomes undefined. */
export const optionalText = (max: number) => looseText(max).transform((v) => v || undefined);

/**
 * A text field of an edit (PATCH): left out, the stored value stays (undefined); sent empty, it is cleared (null) —
 * an edit form sends every field it shows, and a field the user emptied must not read as "unchanged".
 */
export const clearableText = (max: number) => looseText(max).transform((v) => (v === undefined ? undefined : v || null));

/** Years a date in this product can have: the past of a calendar view to well past any booking. */
const EARLIEST_DATE_YEAR = 1900;
const LATEST_DATE_YEAR = 2999;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** A real calendar day within the supported years (Date.parse would read 2027-02-30 as March 2nd). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < EARLIEST_DATE_YEAR || year > LATEST_DATE_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "2030-05-10": a calendar day that exists. */
export function isDayString(value: string): boolean {
  const m = DAY.exec(value);
  return Boolean(m) && isCalendarDay(Number(m![1]), Number(m![2]), Number(m![3]));
}

/** "2030-05-10T09:30:00Z" or with an offset: ISO 8601 with a zone, on a day that exists. */
export function isInstantString(value: string): boolean {
  if (value.length > 40) return false;
  const m = INSTANT.exec(value);
  return Boolean(m) && isCalendarDay(Number(m![1]), Number(m![2]), Number(m![3])) && !Number.isNaN(Date.parse(value));
}

/** An instant as ISO 8601 text with a zone (`Z` or `+08:00`). */
export const isoInstantSchema = z
  .string({ error: issueMessage('common.required') })
  .min(1, issueMessage('common.required'))
  .refine(isInstantString, INVALID_DATE);

/** A calendar day "2030-05-10". */
export const calendarDaySchema = z.string({ error: issueMessage('common.required') }).refine(isDayString, INVALID_DATE);
