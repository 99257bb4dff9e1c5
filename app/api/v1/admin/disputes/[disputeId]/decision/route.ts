// POST /api/v1/admin/disputes/{disputeId}/decision – an admin decides {outcome, refund_pesos?, reason}: the refund through the refund path, the order RESOLVED (ADMIN only; audited)
import { route, readJson } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { decideServiceDispute } from '@/features/services/server/disputes/decide-dispute';
import { disputeDecisionSchema } from '@/features/services/validation/service-orders';

export const dynamic = 'force-dynamic';

export const POST = route<{ disputeId: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const { disputeId } = await params;
  return decideServiceDispute(admin.id, disputeId, await readJson(req, disputeDecisionSchema));
});
