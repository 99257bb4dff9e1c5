import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { sweepLegalAidDesk } from './desk-clock';

/** The legal-aid desk's clock (issue 61): free written questions offered again, referred, back in the queue; unused offers reminded. */
export const LEGAL_AID_JOBS = defineJobs([{ name: 'legalAidDesk', order: 71, run: (now) => sweepLegalAidDesk({ now }) }]);
