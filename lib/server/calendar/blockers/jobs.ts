import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { extendBlockerSeries } from './materialise-series';

/** Weekly blockers stay written out about six months ahead. */
export const BLOCKER_JOBS = defineJobs([{ name: 'series', order: 50, run: (now) => extendBlockerSeries({ now }) }]);
