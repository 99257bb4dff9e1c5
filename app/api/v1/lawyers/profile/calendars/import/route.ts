// PUT, DELETE /api/v1/lawyers/profile/calendars/import – save (read once now) or remove your external calendar's iCal address
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { removeCalendarImport, saveCalendarImport } from '@/lib/server/calendar/sync/import-calendar';
import { calendarImportBodySchema } from '@/lib/validation/calendar-sync';

export const dynamic = 'force-dynamic';

export const PUT = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const { url } = await readJson(req, calendarImportBodySchema);
  return url === null || url.trim() === '' ? removeCalendarImport(lawyer.id) : saveCalendarImport(lawyer.id, url);
});

export const DELETE = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return removeCalendarImport(lawyer.id);
});
