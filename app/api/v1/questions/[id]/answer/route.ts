// POST /api/v1/questions/{id}/answer – the lawyer who took it answers (multipart `body`, up to 5 `files`; a free legal-aid answer's minutes are the desk's)
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { answerWrittenQuestion } from '@/features/legal-aid/server/written-answer';
import { findQuestionAsOrThrow } from '@/features/questions/server/find-question';
import { readAnswerMessage } from '@/features/questions/server/question-forms';
import { getQuestion } from '@/features/questions/server/question-view';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { id } = await params;
  // The party first: nobody else's form is read (a stranger hears 404, not a word about the body).
  await findQuestionAsOrThrow(lawyer.id, id, 'LAWYER');
  // A free legal-aid question's answer also completes its request and writes its ledger line (issues 61, 73).
  await answerWrittenQuestion(lawyer.id, id, await readAnswerMessage(req));
  return getQuestion(lawyer.id, id);
});
