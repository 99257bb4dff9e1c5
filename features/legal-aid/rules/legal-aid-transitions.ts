/**
 * THE transition table of legal-aid requests (issue 61, the legal-aid desk): which side may do what, from
 * which status, where it leads, and what follows once it is committed (`after`: handled by the outbox, never
 * awaited by the request). Every status write goes through features/legal-aid/server/transition.ts, made by the one
 * `stateWriter` (lib/lint/status-writes.test.ts fails on a status written by hand).
 */
import type { LegalAidRequestStatus } from './legal-aid';
import type { StateRule } from '@/lib/rules/state-table';

/**
 * CLIENT: the person who asked; LAWYER: the request's lawyer (for a WRITTEN request: the one who claims it from the
 * desk's queue); SYSTEM: the app itself (its meeting settled or ended, the desk's clock).
 */
export type LegalAidActor = 'CLIENT' | 'LAWYER' | 'SYSTEM';

export type LegalAidEvent =
  'book' | 'ask' | 'claim' | 'qualify' | 'decline' | 'cancel' | 'complete' | 'answer' | 'meeting-ended' | 'reoffer' | 'refer' | 'release';

export type LegalAidRule = StateRule<LegalAidRequestStatus, LegalAidEvent, LegalAidActor>;

const OPEN: LegalAidRequestStatus[] = ['AWAITING_ASSESSMENT', 'QUALIFIED'];

export const LEGAL_AID_REQUEST_RULES: readonly LegalAidRule[] = [
  {
    event: 'book',
    by: ['CLIENT'],
    from: [null],
    to: 'AWAITING_ASSESSMENT',
    call: 'POST legal-aid/bookings (a free consultation, CONFIRMED at ₱0; its meeting confirmed by the meeting table)',
  },
  {
    event: 'ask',
    by: ['CLIENT'],
    from: [null],
    to: 'AWAITING_ASSESSMENT',
    call: "POST legal-aid/questions (a free written question: no lawyer yet, in the desk's queue of its area)",
  },
  {
    event: 'claim',
    by: ['LAWYER'],
    from: ['AWAITING_ASSESSMENT'],
    to: null,
    call: 'POST legal-aid/requests/{id}/claim (an unclaimed WRITTEN request of their area, the CPRA §35 statement accepted; within their monthly number)',
  },
  {
    event: 'qualify',
    by: ['LAWYER'],
    from: ['AWAITING_ASSESSMENT'],
    to: 'QUALIFIED',
    call: 'POST legal-aid/requests/{id}/assessment {decision: QUALIFIES} (the lawyer may now join the call; a WRITTEN request becomes a TAKEN written question in the same transaction)',
  },
  {
    event: 'decline',
    by: ['LAWYER'],
    from: ['AWAITING_ASSESSMENT'],
    to: 'DECLINED',
    call: 'POST legal-aid/requests/{id}/assessment {decision: DECLINED, reason} (its meeting cancelled in the same transaction)',
    after: 'the person told (e-mail, notification, in their language) where else to go: PAO, IBP legal aid, free legal help, paid options',
  },
  {
    event: 'cancel',
    by: ['CLIENT', 'LAWYER'],
    from: OPEN,
    to: 'CANCELLED',
    call: 'POST legal-aid/requests/{id}/cancel (its meeting cancelled in the same transaction: the slot freed)',
  },
  {
    event: 'complete',
    by: ['SYSTEM'],
    from: OPEN,
    to: 'COMPLETED',
    call: 'its meeting settled by the call (the lawyer joined): one ledger line when both were present',
  },
  {
    event: 'answer',
    by: ['LAWYER'],
    from: ['QUALIFIED'],
    to: 'COMPLETED',
    call: 'POST questions/{id}/answer of its written question, with the minutes it took: one ledger line in the same transaction',
  },
  {
    event: 'reoffer',
    by: ['SYSTEM'],
    from: ['AWAITING_ASSESSMENT'],
    to: null,
    call: "the desk's clock: a WRITTEN request unclaimed for 48 h (once)",
    after: 'every legal-aid lawyer of its area with written answers left this month told (notification and e-mail)',
  },
  {
    event: 'refer',
    by: ['SYSTEM'],
    from: ['AWAITING_ASSESSMENT'],
    to: 'REFERRED',
    call: "the desk's clock: a WRITTEN request unclaimed for 96 h",
    after: 'the person told (e-mail, notification, in their language) that no lawyer could take it: PAO, IBP legal aid, the nearest office',
  },
  {
    event: 'release',
    by: ['SYSTEM'],
    from: OPEN,
    to: 'AWAITING_ASSESSMENT',
    call: "the desk's clock: a claimed WRITTEN request not assessed within 48 h, or its written question not answered in time — back to the queue",
  },
  {
    event: 'meeting-ended',
    by: ['SYSTEM'],
    from: OPEN,
    to: 'CANCELLED',
    call: 'its meeting was cancelled elsewhere (PUT meeting/{id}/cancel, a lawyer no-show)',
  },
];
