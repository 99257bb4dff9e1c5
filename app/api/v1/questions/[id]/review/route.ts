// POST /api/v1/questions/{id}/review – the client reviews the answer {rating, comment}; a second POST updates it
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { saveQuestionReview } from '@/features/questions/server/question-review';
import { questionReviewSchema } from '@/features/questions/validation/written-question';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = await params;
  return saveQuestionReview(user.id, id, await readJson(req, questionReviewSchema));
});
