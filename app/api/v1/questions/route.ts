// GET /api/v1/questions – your written questions: a client's own, a lawyer's offered, taken and answered ones (each as you may read it)
// POST /api/v1/questions – a client's draft to a lawyer who offers written questions (issue 60)
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { createQuestionDraft } from '@/features/questions/server/drafts';
import { listQuestions } from '@/features/questions/server/question-view';
import { createQuestionSchema } from '@/features/questions/validation/written-question';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const user = await requireUser(req);
  return listQuestions(user.id);
});

export const POST = route(async (req) => {
  const user = await requireUser(req);
  const input = await readJson(req, createQuestionSchema);
  return Response.json(await createQuestionDraft(user.id, input), { status: 201 });
});
