import { legalAidReportQuerySchema } from './legal-aid';

/** GET lawyers/profile/legal-aid/hours?period_start=YYYY-MM-DD (a day of the period; default: today's in Manila). */
export const legalAidHoursQuerySchema = legalAidReportQuerySchema.pick({ period_start: true });
