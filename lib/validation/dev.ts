import { z } from './zod';
import { uuidField } from './fields';

/** POST dev/reminders/run: the meeting whose 10-minute reminder is sent now (the dev outboxes only). */
export const runReminderSchema = z.object({ meeting_id: uuidField('meeting') });
