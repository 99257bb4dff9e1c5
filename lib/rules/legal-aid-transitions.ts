/**
 * THE transition table of legal-aid requests (issue 61, the legal-aid desk): which side may do what, from
 * which status, where it leads, and what follows once it is committed (`after`: handled by the outbox, never
 * awaited by the request). Every status write goes through lib/server/legal-aid/transition.ts, made by the one
 * `stateWriter` (lib/lint/status-writes.test.ts fails on a status written by hand).
 */
import type { LegalAidRequestStatus } from './legal-aid';
import type { StateRule } from './state-table';

/** CLIENT: the person who asked; LAWYER: the request's lawyer; SYSTEM: the app itself (its meeting settled or ended). */
export type LegalAidActor = 'CLIENT' | 'LAWYER' | 'SYSTEM';

export type LegalAidEvent = 'book' | 'qualify' | 'decline' | 'cancel' | 'complete' | 'meeting-ended';

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
    event: 'qualify',
    by: ['LAWYER'],
    from: ['AWAITING_ASSESSMENT'],
    to: 'QUALIFIED',
    call: 'POST legal-aid/requests/{id}/assessment {decision: QUALIFIES} (the lawyer may now join the call)',
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
    event: 'meeting-ended',
    by: ['SYSTEM'],
    from: OPEN,
    to: 'CANCELLED',
    call: 'its meeting was cancelled elsewhere (PUT meeting/{id}/cancel, a lawyer no-show)',
  },
];
