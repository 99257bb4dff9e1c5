import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { sendPayoutNotices } from './send-payout-notices';

/** Lawyers whose payout was marked paid by a process that died before telling them. */
export const PAYOUT_JOBS = defineJobs([{ name: 'payoutNotices', order: 40, run: () => sendPayoutNotices() }]);
