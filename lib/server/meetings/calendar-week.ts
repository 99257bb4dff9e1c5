import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { CalendarWeekDto } from '@/lib/dto/blocker';
import { calendarRange } from '@/lib/format/calendar-range';
import { listMeetings } from './list-meetings';
import { listBlockers } from '@/lib/server/calendar/blockers/list-blockers';

/** As many as the calendar asks for in one call (lib/api: blockers and meetings of a range, 200). */
const CALENDAR_LIMIT = 200;

/**
 * The week on screen when the lawyer opens the calendar, read with the page: without it the grid
 * drew empty, fetched its blockers, learnt the lawyer's zone from them and fetched again in that zone
 * — a waterfall of calls and renders after hydration (issue 28). The same services as the API calls,
 * with the same parameters, so the browser's cache takes the answer as its own.
 */
export async function loadCalendarWeek(lawyer: { id: string; type: 'LAWYER' }, now = new Date()): Promise<CalendarWeekDto> {
  const db = await getDb();
  const [profile] = await db
    .select({ zone: t.lawyerProfiles.timezone })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, lawyer.id));
  const zone = profile?.zone ?? DEFAULT_TIME_ZONE;
  const range = calendarRange('week', now, zone);
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const [blockers, meetings] = await Promise.all([
    listBlockers(lawyer.id, { from, to, limit: CALENDAR_LIMIT, now }),
    listMeetings({ viewer: lawyer, from, to, limit: CALENDAR_LIMIT, tz: zone, now }),
  ]);
  return { zone, from, to, blockers, meetings };
}
