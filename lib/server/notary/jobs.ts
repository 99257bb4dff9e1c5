import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { sendCommissionNotices } from './send-commission-notices';

/** Notaries are told 30 days before their commission ends and when it has lapsed. */
export const NOTARY_JOBS = defineJobs([{ name: 'notaryNotices', order: 60, run: (now) => sendCommissionNotices({ now }) }]);
