import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { sendDueHearingReminders } from './hearing-reminders';
import { sendMatterNudges } from './matter-notices';
import { runNoticeReads } from './notice-reads';

/** Issue 64's matters: court notices read, hearings reminded, quiet matters nudged. */
export const MATTER_JOBS = defineJobs([
  // Court notices uploaded and not yet read (issue 73 item 5; a kick after the upload reads most at once): beside the
  // rest, since a reading may take its whole wall budget; one per lane and pass, so the pass waits for one at most.
  { name: 'noticeReads', order: 0, beside: true, run: (now) => runNoticeReads({ now }) },
  // Court hearings of matters: about 24 hours and 2 hours before, to the lawyer and the client of a shared one.
  { name: 'hearingReminders', order: 21, run: (now) => sendDueHearingReminders({ now }) },
  // Matters with no shared update for the lawyer's matter_nudge_days remind the lawyer, once per quiet spell.
  { name: 'matterNudges', order: 73, run: (now) => sendMatterNudges({ now }) },
]);
