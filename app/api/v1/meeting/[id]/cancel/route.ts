// PUT /api/v1/meeting/{id}/cancel – either party cancels a meeting as the cancellation policy allows (frees the slot, voids the reminder, refund or not)
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { cancelMeeting } from '@/lib/server/meetings/cancel-meeting';
import { localeOfRequest } from '@/lib/i18n/negotiate';
import { cancelSchema } from '@/lib/validation/meetings';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return cancelMeeting(user.id, (await params).id, await readJson(req, cancelSchema), localeOfRequest(req));
});
