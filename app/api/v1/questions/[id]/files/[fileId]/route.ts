// DELETE /api/v1/questions/{id}/files/{fileId} – the client removes a file from their draft (reading one: /api/v1/files/{id})
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { removeQuestionFile } from '@/features/questions/server/drafts';
import { getQuestion } from '@/features/questions/server/question-view';

export const dynamic = 'force-dynamic';

export const DELETE = route<{ id: string; fileId: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id, fileId } = await params;
  await removeQuestionFile(user.id, id, fileId);
  return getQuestion(user.id, id);
});
