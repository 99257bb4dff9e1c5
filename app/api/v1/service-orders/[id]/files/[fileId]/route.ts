// GET /api/v1/service-orders/{id}/files/{fileId} – a delivery's or dispute's file, for the order's two parties and admins
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { readServiceOrderFile } from '@/features/services/server/orders/deliveries';
import { storedFileResponse } from '@/lib/server/platform/storage/stored-file-response';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string; fileId: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id, fileId } = await params;
  const { file, data } = await readServiceOrderFile(user, id, fileId);
  return storedFileResponse(file, data);
});
