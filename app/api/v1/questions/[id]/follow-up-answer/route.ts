// POST /api/v1/questions/{id}/follow-up-answer – the lawyer answers the follow-up (multipart `body` and up to 5 `files`); the question closes
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { findQuestionAsOrThrow } from '@/features/questions/server/find-question';
import { readQuestionMessage } from '@/features/questions/server/question-forms';
import { answerFollowUp } from '@/features/questions/server/question-steps';
import { getQuestion } from '@/features/questions/server/question-view';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { id } = await params;
  // The party first: nobody else's form is read (a stranger hears 404, not a word about the body).
  await findQuestionAsOrThrow(lawyer.id, id, 'LAWYER');
  await answerFollowUp(lawyer.id, id, await readQuestionMessage(req));
  return getQuestion(lawyer.id, id);
});
