// POST /api/v1/blockers – block out time (returns _id); GET – your blockers ?from&to&page {results, hasMore, page}
import { readJson, readQuery, route } from '@/lib/server/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { createBlocker, listBlockers } from '@/lib/server/blockers/blockers';
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
