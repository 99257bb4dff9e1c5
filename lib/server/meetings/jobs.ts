import 'server-only';
import { getDb } from '@/lib/db';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { expireStaleHolds } from './expire-holds';
import { sendSettlementNotices } from './send-settlement-notices';
import { settleEndedMeetings } from './settle-ended-meetings';
import { releaseExpiredSignUpHolds } from './sign-up-hold';

/** The meetings' clock: unpaid holds expire, sign-up holds are released, calls whose join window closed are settled. */
export const MEETING_JOBS = defineJobs([
  { name: 'expired', order: 10, run: async (now) => (await expireStaleHolds(await getDb(), { now })).length },
  // Slots kept for clients verifying their e-mail (issue 45) are free again once their time is up.
  { name: 'signUpHolds', order: 11, run: async (now) => releaseExpiredSignUpHolds(await getDb(), { now }) },
  // Once a call's join window has closed, its attendance settles it (completed, or a refunded lawyer no-show).
  { name: 'settled', order: 30, run: (now) => settleEndedMeetings({ now }) },
  // The review request and no-show messages follow, including those of a pass that died.
  { name: 'settlementNotices', order: 31, run: () => sendSettlementNotices() },
]);
