// POST /api/v1/matters/{id}/close – the lawyer closes the matter with a reason; it stays readable to both, never written again
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { closeMatter } from '@/features/matters/server/matter-entries';
import { closeMatterSchema } from '@/features/matters/validation/matters';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, closeMatterSchema);
  return closeMatter(user.id, (await params).id, input);
});
