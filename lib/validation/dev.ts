import { z } from './zod';
import { isoInstantSchema, uuidField } from './fields';

/** POST dev/reminders/run: the meeting whose 10-minute reminder is sent now (the dev outboxes only). */
export const runReminderSchema = z.object({ meeting_id: uuidField('meeting') });

/** POST dev/hearing-reminders/run: the instant the hearing reminders' pass runs as at (the e2e's moved clock). */
export const runHearingRemindersSchema = z.object({ now: isoInstantSchema });
