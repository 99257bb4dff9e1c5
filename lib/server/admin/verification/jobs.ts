import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { sendRenewalReminders } from './send-renewal-reminders';

/** A year after verification, lawyers are asked for a current IBP ID (dues are annual). */
export const VERIFICATION_JOBS = defineJobs([{ name: 'ibpRenewals', order: 61, run: (now) => sendRenewalReminders({ now }) }]);
