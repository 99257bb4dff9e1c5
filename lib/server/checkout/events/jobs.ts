import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { reconcilePayments } from './reconcile-payments';

/** Checkouts whose webhook is overdue, looked up at the provider: beside the rest, since it waits on the provider. */
export const PAYMENT_EVENT_JOBS = defineJobs([
  { name: 'payments', order: 0, beside: true, run: async (now) => (await reconcilePayments({ now })).checked },
]);
