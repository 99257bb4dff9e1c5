import 'server-only';
import { legalAidHoursSchema, legalAidLineDecisionSchema } from '@/features/legal-aid/dto/legal-aid';
import { legalAidReportQuerySchema } from '@/features/legal-aid/validation/legal-aid';
import { legalAidHoursQuerySchema, lineDecisionSchema } from '@/features/legal-aid/validation/legal-aid-hours';
import { get, put, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

// Issue 61, the legal-aid desk: the lawyer's own hours ledger for their ULAS report, and the report itself; issue 73,
// the admin's desk approves or rejects each line before it counts.
const T = 'Legal aid';

export const legalAidHoursOperations: ApiOperation[] = [
  get(
    '/api/v1/lawyers/profile/legal-aid/hours',
    "Your legal-aid services of one ULAS compliance period (the one holding period_start, or today's), each with how it was measured and the desk's check, and the approved total against 60 hours",
    T,
    'lawyer',
    { query: legalAidHoursQuerySchema, response: legalAidHoursSchema },
  ),
  get(
    '/api/v1/lawyers/profile/legal-aid/report',
    'Your legal-aid hours report of one compliance period (the lines the desk approved, each with how it was measured), as PDF or CSV in your language, with its verification code (LA-…)',
    T,
    'lawyer',
    {
      query: legalAidReportQuerySchema,
      success: { description: 'The report (format=pdf: a PDF; format=csv: a CSV file)', contentType: ['application/pdf', 'text/csv'] },
    },
  ),
  put(
    '/api/v1/admin/legal-aid/services/{id}',
    "The legal-aid desk approves a ledger line (it counts from now on) or rejects it with the reason the lawyer reads; final, audited; never by the line's own lawyer or the person helped (403)",
    T,
    'admin',
    { params: { id: uuidParam('Ledger line id') }, json: lineDecisionSchema, response: legalAidLineDecisionSchema },
  ),
];
