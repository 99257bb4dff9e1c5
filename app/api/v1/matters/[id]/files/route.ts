// POST /api/v1/matters/{id}/files – either party adds one file (multipart `file`, `body`, the lawyer's `shared`) as a FILE entry
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { addMatterFile } from '@/features/matters/server/matter-entries';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return Response.json(await addMatterFile(user.id, (await params).id, req), { status: 201 });
});
