// PUT /api/v1/meeting/{id}/reschedule – move a paid meeting to another offered slot {start_time, reason, details}
import { readJson, route } from '@/lib/server/platform/http';
import { AppError } from '@/lib/server/platform/http/errors';
import { requireUser } from '@/lib/server/auth/require-user';
import { rescheduleMeeting } from '@/lib/server/meetings/reschedule-meeting';
import { notaryAppointmentTimes } from '@/lib/server/notary/reschedule-appointment';
import { rescheduleSchema } from '@/lib/validation/meetings';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = await params;
  const input = await readJson(req, rescheduleSchema);
  if (input.meeting_id && input.meeting_id !== id) throw new AppError('BAD_REQUEST', 'http.invalidMeeting', { key: 'VALIDATION' });
  // A notarial appointment moves within its notary's office times (lib/server/notary owns them).
  return rescheduleMeeting(user.id, id, input, { inPersonTimes: notaryAppointmentTimes });
});
