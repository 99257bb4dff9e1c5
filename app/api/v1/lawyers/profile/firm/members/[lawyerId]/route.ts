// DELETE /api/v1/lawyers/profile/firm/members/{lawyerId} – the admin removes a member or an invitation; a member leaves (their own id)
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { removeFirmMember } from '@/features/legal-aid/server/firms/firms';

export const dynamic = 'force-dynamic';

export const DELETE = route<{ lawyerId: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const memberId = (await params).lawyerId;
  return removeFirmMember(lawyer.id, memberId);
});
