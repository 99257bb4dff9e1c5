import { z } from '@/lib/validation/zod';
import { issueMessage } from '@/lib/errors/issue';
import { optionalText, requiredText } from '@/lib/validation/fields';
import { legalAidReportQuerySchema } from './legal-aid';

/** GET lawyers/profile/legal-aid/hours?period_start=YYYY-MM-DD (a day of the period; default: today's in Manila). */
export const legalAidHoursQuerySchema = legalAidReportQuerySchema.pick({ period_start: true });

/** The longest note of the desk on a line (the column's check, migration 0069). */
const LINE_NOTE_MAX = 500;

/**
 * PUT admin/legal-aid/services/{id} (issue 73 item 2): the desk approves a ledger line (an optional note) or
 * rejects it, saying why — the lawyer reads the reason beside the line, which never counts.
 */
export const lineDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve'), note: optionalText(LINE_NOTE_MAX) }),
    z.object({ decision: z.literal('reject'), note: requiredText(LINE_NOTE_MAX) }),
  ],
  { error: issueMessage('admin.chooseApproveReject') },
);
export type LineDecisionInput = z.input<typeof lineDecisionSchema>;
