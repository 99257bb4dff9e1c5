import 'server-only';
import { defineJobs } from '@/lib/server/platform/outbox/define-jobs';
import { sweepQuestions } from './sweep-questions';

/** Written questions' clocks (issue 60): lapsed offers passed on or refunded, overdue answers refunded, closings. */
export const QUESTION_JOBS = defineJobs([{ name: 'questions', order: 70, run: (now) => sweepQuestions({ now }) }]);
