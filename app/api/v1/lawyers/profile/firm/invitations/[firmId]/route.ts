// POST /api/v1/lawyers/profile/firm/invitations/{firmId} – the invited lawyer accepts or declines {accept}
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { answerFirmInvitation } from '@/features/legal-aid/server/firms/firms';
import { answerFirmInvitationSchema } from '@/lib/validation/firms';

export const dynamic = 'force-dynamic';

export const POST = route<{ firmId: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const firmId = (await params).firmId;
  const { accept } = await readJson(req, answerFirmInvitationSchema);
  return answerFirmInvitation(lawyer.id, firmId, accept);
});
