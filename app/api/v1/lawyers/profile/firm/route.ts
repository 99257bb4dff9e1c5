// GET /api/v1/lawyers/profile/firm – the lawyer's firm, invitations and (its admin) the members' legal-aid totals
// POST /api/v1/lawyers/profile/firm – a lawyer in no firm starts one {name} and is its admin (issue 61)
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { createFirm, firmView } from '@/features/legal-aid/server/firms/firms';
import { createFirmSchema } from '@/lib/validation/firms';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return firmView(lawyer.id);
});

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const { name } = await readJson(req, createFirmSchema);
  return Response.json(await createFirm(lawyer.id, name), { status: 201 });
});
