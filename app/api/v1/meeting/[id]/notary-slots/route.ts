// GET /api/v1/meeting/{id}/notary-slots – the times a notarial appointment may move to (its notary's free times for its service); its two parties only
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { findAppointmentRescheduleSlots } from '@/lib/server/notary/reschedule-appointment';
import { meetingParamsSchema } from '@/lib/validation/meetings';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = meetingParamsSchema.parse(await params);
  return findAppointmentRescheduleSlots(user.id, id);
});
