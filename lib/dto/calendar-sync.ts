import { z } from 'zod';
import { isoDateTime } from './wire';

/** POST /lawyers/profile/calendars/generate: the lawyer's new secret feed address. */
export const calendarFeedDtoSchema = z.object({ url: z.string() }).meta({ id: 'CalendarFeed' });

/** PUT/DELETE /lawyers/profile/calendars/import: where the external calendar import stands. */
export const calendarImportDtoSchema = z
  .object({
    ical_import_url: z.string().nullable(),
    ical_import_checked_at: isoDateTime.nullable(),
    ical_import_error: z.string().nullable(),
    /** Busy intervals read from the calendar (next 60 days). */
    busy_count: z.number().int(),
  })
  .meta({ id: 'CalendarImport' });
export type CalendarImportDto = z.infer<typeof calendarImportDtoSchema>;

/** What the "Calendar sync" section starts with. */
export type CalendarSyncSettings = {
  feed_url: string | null;
  import_url: string | null;
  import_checked_at: string | null;
  import_error: string | null;
};
