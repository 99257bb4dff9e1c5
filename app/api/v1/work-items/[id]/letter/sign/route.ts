// POST /api/v1/work-items/{id}/letter/sign – the typed name, the consent and the code: the client signs, the lawyer countersigns
import { readJson, route } from '@/lib/server/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { requireUser } from '@/lib/server/auth/require-user';
import { getLetterState } from '@/lib/server/work-items/letters/get-letter';
import { signLetter } from '@/lib/server/work-items/letters/sign-letter';
import { signLetterSchema } from '@/lib/validation/engagement-letters';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, signLetterSchema);
  const { id } = await params;
  await signLetter(user.id, id, input, requestMeta(req));
  return getLetterState(user.id, id);
});
