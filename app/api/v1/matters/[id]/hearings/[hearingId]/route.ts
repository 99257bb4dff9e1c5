// PATCH /api/v1/matters/{id}/hearings/{hearingId} – the lawyer changes a hearing (the client of a shared one is told)
// DELETE /api/v1/matters/{id}/hearings/{hearingId} – the lawyer cancels it (kept as cancelled; the client of a shared one is told)
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { assertHearingLawyer, cancelHearing, changeHearing } from '@/features/matters/server/hearings';
import { hearingChangeSchema } from '@/features/matters/validation/matters';

export const PATCH = route<{ id: string; hearingId: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { id, hearingId } = await params;
  await assertHearingLawyer(lawyer.id, id);
  const input = await readJson(req, hearingChangeSchema);
  return changeHearing(lawyer.id, id, hearingId, input);
});

export const DELETE = route<{ id: string; hearingId: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { id, hearingId } = await params;
  return cancelHearing(lawyer.id, id, hearingId);
});
