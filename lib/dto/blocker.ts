// Blocker wire types (spec §7 "Blockers").
import { z } from 'zod';
import { isoDate, isoDateTime, uuid } from './wire';
import type { MeetingPageDto } from './meeting';

/** The weekly rule of a recurring blocker; times are wall-clock in `time_zone`, days inclusive. */
const blockerSeriesDtoSchema = z
  .object({
    _id: uuid,
    /** 0 = Sunday. */
    weekdays: z.array(z.number().int()),
    /** "HH:MM". */
    start: z.string(),
    end: z.string(),
    start_date: isoDate,
    end_date: isoDate.nullable(),
    time_zone: z.string(),
  })
  .meta({ id: 'BlockerSeries' });

/**
 * One blocked stretch of time: a one-off, an all-day stretch (midnight to midnight in the lawyer's
 * zone), or one occurrence of a weekly series (`series` set; its `_id` is the occurrence's own).
 */
export const blockerDtoSchema = z
  .object({
    _id: uuid,
    start_time: isoDateTime,
    end_time: isoDateTime,
    title: z.string().nullable(),
    notes: z.string().nullable(),
    kind: z.enum(['once', 'all_day', 'weekly']),
    series: blockerSeriesDtoSchema.nullable(),
  })
  .meta({ id: 'Blocker' });
export type BlockerDto = z.infer<typeof blockerDtoSchema>;

/** A range of the lawyer's weekly hours (0 = Sunday), minutes from midnight in `time_zone`; a weekday may have several (a lunch break). */
const weeklyHoursDtoSchema = z
  .object({ weekday: z.number().int(), start_minute: z.number().int(), end_minute: z.number().int() })
  .meta({ id: 'WeeklyHours' });
export type WeeklyHoursDto = z.infer<typeof weeklyHoursDtoSchema>;

/** GET /api/v1/blockers: the page of blockers, plus what a calendar grid shades as working hours. */
export const blockersPageDtoSchema = z
  .object({
    results: z.array(blockerDtoSchema),
    hasMore: z.boolean(),
    page: z.number().int(),
    time_zone: z.string(),
    weekly_hours: z.array(weeklyHoursDtoSchema),
  })
  .meta({ id: 'BlockersPage' });
export type BlockersPageDto = z.infer<typeof blockersPageDtoSchema>;

/**
 * POST /api/v1/blockers: the new blocker (for a series, its first occurrence) and the series id;
 * DELETE /api/v1/blockers/{id}: the removed blocker and its series' id (null for a one-off).
 */
export const createdBlockerDtoSchema = z.object({ _id: uuid, series_id: uuid.nullable() }).meta({ id: 'BlockerRef' });
export type CreatedBlockerDto = z.infer<typeof createdBlockerDtoSchema>;

/**
 * The lawyer's calendar week as the calendar page's server render sends it (issue 28): the zone the
 * grid is drawn in and the two lists the grid would otherwise fetch after hydration, for [from, to).
 */
export type CalendarWeekDto = {
  zone: string;
  from: string;
  to: string;
  blockers: BlockersPageDto;
  meetings: MeetingPageDto;
};
