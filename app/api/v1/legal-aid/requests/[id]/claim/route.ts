// POST /api/v1/legal-aid/requests/{id}/claim – a legal-aid lawyer takes a free written question from the queue, accepting the CPRA §35 statement {scope_statement_version} (issue 61)
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { claimLegalAidRequest } from '@/features/legal-aid/server/written';
import { claimRequestSchema } from '@/features/legal-aid/validation/legal-aid';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { id } = await params;
  return claimLegalAidRequest(lawyer.id, id, await readJson(req, claimRequestSchema));
});
