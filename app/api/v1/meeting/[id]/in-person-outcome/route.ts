// PUT /api/v1/meeting/{id}/in-person-outcome – the notary marks an in-person appointment done, or the client absent (issue 43)
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { markNotaryAppointment } from '@/lib/server/notary/mark-appointment';
import { inPersonOutcomeSchema } from '@/lib/validation/notary-appointment';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { outcome } = await readJson(req, inPersonOutcomeSchema);
  return markNotaryAppointment(lawyer.id, (await params).id, outcome);
});
