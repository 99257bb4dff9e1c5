// POST /api/v1/questions/{id}/proposal-request – the client asks the lawyer who answered for a proposal (a work item)
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { requestProposal } from '@/features/questions/server/proposal-request';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return requestProposal(user.id, (await params).id);
});
