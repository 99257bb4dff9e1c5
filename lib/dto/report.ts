// A report to the moderators (POST /api/v1/reports).
import { z } from 'zod';
import { uuid } from './wire';

/** The report joined the moderation queue: its id and the confirmation to show. */
export const createdReportSchema = z.object({ _id: uuid, message: z.string() }).meta({ id: 'CreatedReport' });
