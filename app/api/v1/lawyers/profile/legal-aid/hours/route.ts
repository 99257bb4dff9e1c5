// GET /api/v1/lawyers/profile/legal-aid/hours?period_start=YYYY-MM-DD – the lawyer's own legal-aid ledger of one ULAS compliance period and its totals (LAWYER only)
import { readQuery, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { legalAidHours } from '@/features/legal-aid/server/hours/hours';
import { legalAidHoursQuerySchema } from '@/features/legal-aid/validation/legal-aid-hours';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return legalAidHours(lawyer.id, readQuery(req, legalAidHoursQuerySchema).period_start);
});
