// POST /api/v1/questions/{id}/files – the client adds files (multipart `files`, at most 5) to their draft
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { addQuestionFiles } from '@/features/questions/server/drafts';
import { findQuestionAsOrThrow } from '@/features/questions/server/find-question';
import { readQuestionFiles } from '@/features/questions/server/question-forms';
import { getQuestion } from '@/features/questions/server/question-view';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = await params;
  // The party first: nobody else's form is read (a stranger hears 404, not a word about the body).
  await findQuestionAsOrThrow(user.id, id, 'CUSTOMER');
  await addQuestionFiles(user.id, id, await readQuestionFiles(req));
  return getQuestion(user.id, id);
});
