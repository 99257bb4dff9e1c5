/** POST /lawyers/profile/calendars/generate: the lawyer's new secret feed address. */
export type CalendarFeedDto = { url: string };

/** PUT/DELETE /lawyers/profile/calendars/import: where the external calendar import stands. */
export type CalendarImportDto = {
  ical_import_url: string | null;
  ical_import_checked_at: string | null;
  ical_import_error: string | null;
  /** Busy intervals read from the calendar (next 60 days). */
  busy_count: number;
};

/** What the "Calendar sync" section starts with. */
export type CalendarSyncSettings = {
  feed_url: string | null;
  import_url: string | null;
  import_checked_at: string | null;
  import_error: string | null;
};
