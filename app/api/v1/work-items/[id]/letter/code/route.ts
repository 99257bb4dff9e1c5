// POST /api/v1/work-items/{id}/letter/code – a one-time signing code for the party whose turn it is (text or e-mail)
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { sendLetterCode } from '@/lib/server/work-items/letters/letter-codes';
import { letterCodeSchema } from '@/lib/validation/engagement-letters';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, letterCodeSchema);
  return sendLetterCode(user.id, (await params).id, input);
});
