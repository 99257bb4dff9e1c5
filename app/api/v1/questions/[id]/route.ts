// GET /api/v1/questions/{id} – the question as you may read it (the lawyer: only the offer until they take it)
// PUT /api/v1/questions/{id} – the client changes their draft
// DELETE /api/v1/questions/{id} – the client deletes their draft (its files too)
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { deleteQuestionDraft, updateQuestionDraft } from '@/features/questions/server/drafts';
import { getQuestion } from '@/features/questions/server/question-view';
import { updateQuestionSchema } from '@/features/questions/validation/written-question';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return getQuestion(user.id, (await params).id);
});

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = await params;
  await updateQuestionDraft(user.id, id, await readJson(req, updateQuestionSchema));
  return getQuestion(user.id, id);
});

export const DELETE = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = await params;
  await deleteQuestionDraft(user.id, id);
  return { _id: id };
});
