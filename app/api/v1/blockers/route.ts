// POST /api/v1/blockers – block out time: one-off, all-day or weekly (returns _id, series_id);
// GET – your blockers ?from&to&page {results, hasMore, page, time_zone, weekly_hours}
import { readJson, readQuery, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { createBlocker } from '@/lib/server/calendar/blockers/create-blocker';
import { listBlockers } from '@/lib/server/calendar/blockers/list-blockers';
import { blockerSchema, blockersQuerySchema } from '@/lib/validation/blockers';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return createBlocker(lawyer.id, await readJson(req, blockerSchema));
});

export const GET = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return listBlockers(lawyer.id, readQuery(req, blockersQuerySchema));
});
