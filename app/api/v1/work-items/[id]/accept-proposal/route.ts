// POST /api/v1/work-items/{id}/accept-proposal – the client accepts {revision} → PAYMENT_PENDING; returns checkout_url
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { acceptProposal } from '@/lib/server/work-items/accept-proposal';
import { acceptProposalSchema } from '@/lib/validation/work-items';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, acceptProposalSchema);
  return acceptProposal(user.id, (await params).id, input);
});
