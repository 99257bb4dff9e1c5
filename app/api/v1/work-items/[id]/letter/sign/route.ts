// POST /api/v1/work-items/{id}/letter/sign – the typed name, the consent and the code: the client signs, the lawyer countersigns (a service order: takes it)
import { readJson, route } from '@/lib/server/platform/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { requireUser } from '@/lib/server/auth/require-user';
import { getLetterState } from '@/lib/server/work-items/letters/get-letter';
import { signWorkItemLetter } from '@/features/services/server/orders/take-order';
import { signLetterSchema } from '@/lib/validation/engagement-letters';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, signLetterSchema);
  const { id } = await params;
  // A SERVICE item's countersignature takes its order (issue 62); any other letter signs as before.
  await signWorkItemLetter(user.id, id, input, requestMeta(req));
  return getLetterState(user.id, id);
});
