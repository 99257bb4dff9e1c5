import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { buildDataExports } from './build-data-exports';
import { completeDueDeletions } from './complete-deletion';

/** The Data Privacy Act's work: accounts past their deletion's grace period erased; "Download my data" ZIPs built, old ones deleted. */
export const PRIVACY_JOBS = defineJobs([
  { name: 'erasures', order: 80, run: (now) => completeDueDeletions({ now }) },
  { name: 'exports', order: 81, run: (now) => buildDataExports({ now }) },
]);
