// GET /api/v1/meetings/live – your meetings that can be joined now, each with the other party and whether they are waiting {results}
import { readQuery, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { listLiveMeetings } from '@/lib/server/calls/list-live-meetings';
import { liveMeetingsQuerySchema } from '@/lib/validation/call';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const user = await requireUser(req);
  readQuery(req, liveMeetingsQuerySchema);
  return { results: await listLiveMeetings(user) };
});
