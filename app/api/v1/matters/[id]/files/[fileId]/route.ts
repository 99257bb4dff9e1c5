// GET /api/v1/matters/{id}/files/{fileId} – a file of the matter, for a party who may see an entry holding it
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { readMatterFile } from '@/features/matters/server/matter-entries';
import { storedFileResponse } from '@/lib/server/platform/storage/stored-file-response';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string; fileId: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id, fileId } = await params;
  const { file, data } = await readMatterFile(user.id, id, fileId);
  return storedFileResponse(file, data);
});
