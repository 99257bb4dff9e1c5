// POST /api/v1/money-claims/{id}/steps – record the step the claim is at (issue 75)
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { recordClaimStep } from '@/features/money-claims/server/claims';
import { claimStepInputSchema } from '@/features/money-claims/validation/money-claims';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, claimStepInputSchema);
  return recordClaimStep(user.id, (await params).id, input);
});
