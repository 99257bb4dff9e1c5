import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { sweepServiceOrders } from './order-clock';

/** Fixed-price service orders' clocks (issue 62): paid and not taken in 48 h refunded; the dispute window closed: accepted. */
export const SERVICE_ORDER_JOBS = defineJobs([{ name: 'serviceOrders', order: 72, run: (now) => sweepServiceOrders({ now }) }]);
