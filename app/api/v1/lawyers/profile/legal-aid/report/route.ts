// GET /api/v1/lawyers/profile/legal-aid/report?format=pdf|csv&period_start=YYYY-MM-DD – the lawyer's own legal-aid hours report of one period, with its LA- code (LAWYER only)
import { localeOfRequest } from '@/lib/i18n/negotiate';
import { readQuery, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { csvResponse } from '@/lib/server/platform/http/csv-response';
import { legalAidReport } from '@/features/legal-aid/server/hours/report';
import { pdfResponse } from '@/lib/server/platform/pdf/pdf-document';
import { legalAidReportQuerySchema } from '@/features/legal-aid/validation/legal-aid';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const file = await legalAidReport(lawyer.id, readQuery(req, legalAidReportQuerySchema), localeOfRequest(req));
  return 'body' in file ? csvResponse(file) : pdfResponse(file);
});
