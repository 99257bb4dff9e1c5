import 'server-only';
import { legalAidHoursSchema } from '@/lib/dto/legal-aid';
import { legalAidReportQuerySchema } from '@/lib/validation/legal-aid';
import { legalAidHoursQuerySchema } from '@/lib/validation/legal-aid-hours';
import { get, type ApiOperation } from '@/lib/server/openapi/operation';

// Issue 61, the legal-aid desk: the lawyer's own hours ledger for their ULAS report, and the report itself.
const T = 'Legal aid';

export const legalAidHoursOperations: ApiOperation[] = [
  get(
    '/api/v1/lawyers/profile/legal-aid/hours',
    "Your legal-aid services of one ULAS compliance period (the one holding period_start, or today's) and its total against 60 hours",
    T,
    'lawyer',
    { query: legalAidHoursQuerySchema, response: legalAidHoursSchema },
  ),
  get(
    '/api/v1/lawyers/profile/legal-aid/report',
    'Your legal-aid hours report of one compliance period, as PDF or CSV in your language, with its verification code (LA-…)',
    T,
    'lawyer',
    {
      query: legalAidReportQuerySchema,
      success: { description: 'The report (format=pdf: a PDF; format=csv: a CSV file)', contentType: ['application/pdf', 'text/csv'] },
    },
  ),
];
