// POST /api/v1/matters/{id}/hearings – the lawyer confirms a hearing (from a notice's offered dates, corrected, or by hand)
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { addHearing, assertHearingLawyer } from '@/features/matters/server/hearings';
import { hearingSchema } from '@/features/matters/validation/matters';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { id } = await params;
  await assertHearingLawyer(lawyer.id, id);
  const input = await readJson(req, hearingSchema);
  return Response.json(await addHearing(lawyer.id, id, input), { status: 201 });
});
