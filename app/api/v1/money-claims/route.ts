// GET /api/v1/money-claims – your money claims, newest first (issue 75)
// POST /api/v1/money-claims – the intake opens a claim at its first step
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { listClaims, openClaim } from '@/features/money-claims/server/claims';
import { moneyClaimIntakeSchema } from '@/features/money-claims/validation/money-claims';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const user = await requireUser(req);
  return listClaims(user.id);
});

export const POST = route(async (req) => {
  const user = await requireUser(req);
  const intake = await readJson(req, moneyClaimIntakeSchema);
  return openClaim(user.id, intake);
});
