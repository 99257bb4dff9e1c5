// GET /api/v1/work-items – your engagements (?status=…&page&limit → results, hasMore, page)
// POST /api/v1/work-items – a lawyer drafts (or sends, status PROPOSAL) an engagement for a client
import { readJson, readQuery, route } from '@/lib/server/platform/http';
import { requireLawyer, requireUser } from '@/lib/server/auth/require-user';
import { createWorkItem } from '@/lib/server/work-items/create-work-item';
import { listWorkItems } from '@/lib/server/work-items/list-work-items';
import { createWorkItemSchema, workItemsQuerySchema } from '@/lib/validation/work-items';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const user = await requireUser(req);
  const q = readQuery(req, workItemsQuerySchema);
  const status = q.status === undefined ? undefined : Array.isArray(q.status) ? q.status : [q.status];
  return listWorkItems({ viewer: user, status, page: q.page, limit: q.limit });
});

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const input = await readJson(req, createWorkItemSchema);
  return Response.json(await createWorkItem(lawyer.id, input), { status: 201 });
});
