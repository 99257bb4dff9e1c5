// POST /api/v1/legal-aid/requests/{id}/assessment – its lawyer read the declaration: qualifies, or declined with a reason (the meeting cancelled)
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { assessLegalAidRequest } from '@/features/legal-aid/server/assess';
import { assessmentSchema } from '@/features/legal-aid/validation/legal-aid';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { id } = await params;
  return assessLegalAidRequest(lawyer.id, id, await readJson(req, assessmentSchema));
});
