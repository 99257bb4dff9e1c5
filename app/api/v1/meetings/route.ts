// GET /api/v1/meetings – your meetings: ?filter=today|upcoming|past or ?from&to, paged {results, hasMore, page}
import { readQuery, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { listMeetings } from '@/lib/server/meetings/list-meetings';
import { meetingsQuerySchema } from '@/lib/validation/meetings';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const user = await requireUser(req);
  const q = readQuery(req, meetingsQuerySchema);
  return listMeetings({
    viewer: user,
    filter: q.filter,
    from: q.from,
    to: q.to,
    clientId: q.client_id,
    page: q.page,
    limit: q.limit,
    tz: q.tz,
  });
});
