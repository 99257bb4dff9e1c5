import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { refreshExternalCalendars } from './import-calendar';

/** Imported calendars due for a refresh (every 30 minutes each): beside the rest, since it waits on their servers. */
export const CALENDAR_JOBS = defineJobs([
  { name: 'calendars', order: 0, beside: true, run: async (now) => (await refreshExternalCalendars({ now })).checked },
]);
