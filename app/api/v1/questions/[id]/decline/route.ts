// POST /api/v1/questions/{id}/decline – the lawyer it is offered to declines {reason}: passed on (if the client allowed it) or refunded
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { declineQuestion } from '@/features/questions/server/question-steps';
import { declineQuestionSchema } from '@/features/questions/validation/written-question';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { id } = await params;
  return declineQuestion(lawyer.id, id, await readJson(req, declineQuestionSchema));
});
