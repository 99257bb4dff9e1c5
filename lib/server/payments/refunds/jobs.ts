import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { followRefunds } from './follow-refunds';

/**
 * Refunds granted (a no-show just settled — it starts after the settlement —, a crash between a commit and its send,
 * a retry) go to the provider, pending ones are followed to their end: beside the rest, since it waits on the provider.
 */
export const REFUND_JOBS = defineJobs([{ name: 'refunds', order: 35, beside: true, run: (now) => followRefunds({ now }) }]);
