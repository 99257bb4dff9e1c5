import { minutesOf } from '@/lib/format/clock-time';
import { z } from './zod';
import { pagingQueryFields } from './paging';
import { calendarDaySchema, isoInstantSchema, optionalText } from './fields';
import { issueMessage } from '@/lib/errors/issue';

export const BLOCKER_TITLE_MAX = 120;
export const BLOCKER_NOTES_MAX = 1000;
/** The longest one-off or all-day blocker, in days. */
const BLOCKER_MAX_DAYS = 31;
const MAX_SPAN_MS = BLOCKER_MAX_DAYS * 24 * 3_600_000;

const BLOCKER_KINDS = ['once', 'all_day', 'weekly'] as const;
export type BlockerKind = (typeof BLOCKER_KINDS)[number];

const instant = isoInstantSchema;

/** A calendar day "2030-05-10" (in the lawyer's zone). */
const day = calendarDaySchema;

/** A wall-clock time "09:30"; "24:00" is the end of the day. */
const clock = z
  .string({ error: issueMessage('common.required') })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, issueMessage('blockers.invalidTime'));

const text = { title: optionalText(BLOCKER_TITLE_MAX), notes: optionalText(BLOCKER_NOTES_MAX) };

const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);

const onceSchema = z
  .object({ kind: z.literal('once'), start_time: instant, end_time: instant, ...text })
  .refine((b) => Date.parse(b.end_time) > Date.parse(b.start_time), { error: issueMessage('blockers.endBeforeStart'), path: ['end_time'] })
  .refine((b) => Date.parse(b.end_time) - Date.parse(b.start_time) <= MAX_SPAN_MS, {
    error: issueMessage('blockers.tooLong'),
    path: ['end_time'],
  });

/** Whole days, first to last inclusive. */
const allDaySchema = z
  .object({ kind: z.literal('all_day'), start_date: day, end_date: day, ...text })
  .refine((b) => dayMs(b.end_date) >= dayMs(b.start_date), { error: issueMessage('blockers.lastDayBeforeFirst'), path: ['end_date'] })
  .refine((b) => dayMs(b.end_date) - dayMs(b.start_date) < MAX_SPAN_MS, { error: issueMessage('blockers.tooLong'), path: ['end_date'] });

/** Every chosen weekday from `start_date` (to `end_date`, inclusive, when given), `start`–`end` that day. */
const weeklySchema = z
  .object({
    kind: z.literal('weekly'),
    weekdays: z
      .array(z.number().int().min(0, issueMessage('blockers.invalidWeekday')).max(6, issueMessage('blockers.invalidWeekday')), {
        error: issueMessage('blockers.weekdaysRequired'),
      })
      .min(1, issueMessage('blockers.weekdaysRequired'))
      .max(7, issueMessage('blockers.invalidWeekday'))
      .transform((days) => [...new Set(days)].sort()),
    start: clock,
    end: clock,
    start_date: day,
    end_date: day.nullish().transform((v) => v ?? undefined),
    ...text,
  })
  .refine((b) => minutesOf(b.end) > minutesOf(b.start), { error: issueMessage('blockers.endBeforeStart'), path: ['end'] })
  .refine((b) => !b.end_date || dayMs(b.end_date) > dayMs(b.start_date), {
    error: issueMessage('blockers.endDateBeforeStart'),
    path: ['end_date'],
  });

const blockerUnion = z.discriminatedUnion('kind', [onceSchema, allDaySchema, weeklySchema], {
  error: issueMessage('blockers.invalidBlockerKind'),
});

/** POST and PUT body. Without `kind` it is a one-off {start_time, end_time} (the original shape). */
export const blockerSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) && !('kind' in v) ? { ...v, kind: 'once' } : v),
  blockerUnion,
);
export type BlockerInput = z.input<typeof blockerUnion>;
export type BlockerFields = z.output<typeof blockerUnion>;

export const blockersQuerySchema = z.object({
  from: instant.optional(),
  to: instant.optional(),
  ...pagingQueryFields,
});

/** PUT/DELETE ?scope=: a series occurrence changes the whole series unless `occurrence`. */
export const blockerScopeQuerySchema = z.object({
  scope: z.enum(['series', 'occurrence'], { error: issueMessage('blockers.invalidScope') }).default('series'),
});
export type BlockerScope = z.output<typeof blockerScopeQuerySchema>['scope'];
