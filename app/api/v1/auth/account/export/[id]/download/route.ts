// GET /api/v1/auth/account/export/{id}/download – the ZIP, to its owner only, for 7 days
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { downloadDataExport } from '@/lib/server/privacy/download-data-export';
import { exportParamsSchema } from '@/lib/validation/privacy';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req, { allowUnverified: true });
  const { id } = exportParamsSchema.parse(await params);
  return downloadDataExport(user, id);
});
