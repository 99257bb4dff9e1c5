import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { deliverDueSms } from './deliver-sms';

/**
 * Texts recorded and not yet sent — the reminders just recorded first in line (it starts after them), then failed
 * ones due again and any a crash left between recording and sending: beside the rest, since it waits on the provider.
 */
export const SMS_JOBS = defineJobs([{ name: 'texts', order: 25, beside: true, run: (now) => deliverDueSms({ now }) }]);
