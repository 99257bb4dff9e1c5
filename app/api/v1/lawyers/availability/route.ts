// GET /api/v1/lawyers/availability?_id=&duration=30|60&tz=&hours= – a listed lawyer's bookable slots for 14 days
import { readQuery, route } from '@/lib/server/platform/http';
import { getLawyerAvailability } from '@/lib/server/calendar/availability/get-lawyer-availability';
import { availabilityQuerySchema } from '@/lib/validation/search';

export const GET = route(async (req) => {
  const query = readQuery(req, availabilityQuerySchema);
  return getLawyerAvailability(query._id, { durationMinutes: query.duration, timeZone: query.tz, hours: query.hours });
});
