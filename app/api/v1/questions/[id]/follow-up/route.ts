// POST /api/v1/questions/{id}/follow-up – the client's one follow-up {body}, within 72 h of the answer
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { askFollowUp } from '@/features/questions/server/question-steps';
import { getQuestion } from '@/features/questions/server/question-view';
import { followUpSchema } from '@/features/questions/validation/written-question';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = await params;
  await askFollowUp(user.id, id, await readJson(req, followUpSchema));
  return getQuestion(user.id, id);
});
