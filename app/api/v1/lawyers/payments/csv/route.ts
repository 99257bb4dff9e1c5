// GET /api/v1/lawyers/payments/csv?month=YYYY-MM – the lawyer's own statement as CSV: each paid item's gross, fee, refunds, net and payout (LAWYER only)
import { route, readQuery } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { csvResponse } from '@/lib/server/platform/http/csv-response';
import { lawyerStatementCsv } from '@/lib/server/payments/payouts/lawyer-statement-csv';
import { lawyerPaymentsCsvQuerySchema } from '@/lib/validation/payments';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return csvResponse(await lawyerStatementCsv(lawyer.id, readQuery(req, lawyerPaymentsCsvQuerySchema)));
});
