// GET /api/v1/matters/{id}/entries?before= – an older page of the timeline (newest first; the client never gets a private entry)
// POST /api/v1/matters/{id}/entries – the lawyer's update or deadline (shared or private), the client's comment
import { readJson, readQuery, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { addMatterEntry } from '@/features/matters/server/matter-entries';
import { getMatterEntries } from '@/features/matters/server/matter-view';
import { entryPageQuerySchema, newEntrySchema } from '@/features/matters/validation/matters';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { before } = readQuery(req, entryPageQuerySchema);
  return getMatterEntries(user.id, (await params).id, before);
});

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, newEntrySchema);
  return Response.json(await addMatterEntry(user.id, (await params).id, input), { status: 201 });
});
