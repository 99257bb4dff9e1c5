import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { sendDueReminders } from './send-due-reminders';

/** The 10-minute reminders (e-mail, text) of the meetings due now. */
export const REMINDER_JOBS = defineJobs([{ name: 'reminders', order: 20, run: (now) => sendDueReminders({ now }) }]);
