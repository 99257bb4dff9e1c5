// POST /api/v1/service-orders/{id}/dispute/answer – the order's lawyer answers the dispute, once {text}
import { route, readJson } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { answerServiceDispute } from '@/features/services/server/disputes/answer-dispute';
import { disputeAnswerSchema } from '@/features/services/validation/service-orders';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = await params;
  return answerServiceDispute(user.id, id, await readJson(req, disputeAnswerSchema));
});
