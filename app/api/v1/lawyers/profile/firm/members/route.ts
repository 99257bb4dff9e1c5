// POST /api/v1/lawyers/profile/firm/members – the firm's admin invites a lawyer by e-mail {email}
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { inviteFirmMember } from '@/features/legal-aid/server/firms/firms';
import { inviteFirmMemberSchema } from '@/lib/validation/firms';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const { email } = await readJson(req, inviteFirmMemberSchema);
  return inviteFirmMember(lawyer.id, email);
});
