// POST /api/v1/questions/{id}/take – the lawyer it is offered to takes it, accepting the CPRA §35 statement {scope_statement_version}
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { takeQuestion } from '@/features/questions/server/question-steps';
import { getQuestion } from '@/features/questions/server/question-view';
import { takeQuestionSchema } from '@/features/questions/validation/written-question';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { id } = await params;
  await takeQuestion(lawyer.id, id, await readJson(req, takeQuestionSchema));
  return getQuestion(lawyer.id, id);
});
