// POST /api/v1/legal-aid/requests/{id}/cancel – either party cancels an open legal-aid request; its meeting is cancelled with it
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { cancelLegalAidRequest } from '@/features/legal-aid/server/assess';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = await params;
  return cancelLegalAidRequest(user.id, id);
});
