// Blocker wire types (spec §7 "Blockers").

/** The weekly rule of a recurring blocker; times are wall-clock in `time_zone`, days inclusive. */
type BlockerSeriesDto = {
  _id: string;
  weekdays: number[];
  start: string;
  end: string;
  start_date: string;
  end_date: string | null;
  time_zone: string;
};

/**
 * One blocked stretch of time: a one-off, an all-day stretch (midnight to midnight in the lawyer's
 * zone), or one occurrence of a weekly series (`series` set; its `_id` is the occurrence's own).
 */
export type BlockerDto = {
  _id: string;
  start_time: string;
  end_time: string;
  title: string | null;
  notes: string | null;
  kind: 'once' | 'all_day' | 'weekly';
  series: BlockerSeriesDto | null;
};

/** A day of the lawyer's weekly hours (0 = Sunday), minutes from midnight in `time_zone`. */
export type WeeklyHoursDto = { weekday: number; start_minute: number; end_minute: number };

/** GET /api/v1/blockers: the page of blockers, plus what a calendar grid shades as working hours. */
export type BlockersPageDto = {
  results: BlockerDto[];
  hasMore: boolean;
  page: number;
  time_zone: string;
  weekly_hours: WeeklyHoursDto[];
};

/** POST /api/v1/blockers: the new blocker (for a series, its first occurrence) and the series id. */
export type CreatedBlockerDto = { _id: string; series_id: string | null };
