import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { sendProposalReminders } from './send-proposal-reminders';

/** Clients are reminded a few days before an unanswered proposal expires (issue 57 item 11). */
export const WORK_ITEM_JOBS = defineJobs([{ name: 'proposalReminders', order: 62, run: (now) => sendProposalReminders({ now }) }]);
