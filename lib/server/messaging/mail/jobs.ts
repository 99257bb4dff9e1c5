import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { retryUndeliveredEmails } from './retry-emails';

/** E-mails SMTP refused (with backoff) or a crash left QUEUED, sent again. */
export const MAIL_JOBS = defineJobs([{ name: 'mails', order: 90, run: (now) => retryUndeliveredEmails({ now }) }]);
