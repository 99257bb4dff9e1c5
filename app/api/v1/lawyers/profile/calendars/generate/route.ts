// POST /api/v1/lawyers/profile/calendars/generate – a new secret iCal feed address (the old one stops working)
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { generateFeedToken } from '@/lib/server/calendar/sync/generate-feed-token';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return generateFeedToken(lawyer.id);
});
