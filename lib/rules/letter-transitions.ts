/**
 * THE transition table of engagement letters (issue 42; a table since issue 59): each version moves
 * AWAITING_CLIENT → AWAITING_LAWYER → SIGNED (the client signs first, the lawyer countersigns), or
 * becomes VOID when anything it states changes. Every status write goes through
 * lib/server/work-items/letters/letter-transition.ts, made by the one `stateWriter`
 * (lib/lint/status-writes.test.ts fails on a status written by hand). What follows a move (`after`)
 * is handled after the commit: the request does not wait for the mails or the signed PDF.
 */
import type { LetterSigner, LetterStatus } from './engagement-letters';
import type { StateRule } from './state-table';

export type LetterEvent = 'prepare' | 'sign' | 'countersign' | 'void';

export const LETTER_RULES: readonly StateRule<LetterStatus, LetterEvent, LetterSigner>[] = [
  {
    event: 'prepare',
    by: ['LAWYER'],
    from: [null],
    to: 'AWAITING_CLIENT',
    call: 'POST work-items/{id}/letter',
    after: 'the client asked to sign (an e-mail, at most one a day per work item)',
  },
  {
    event: 'sign',
    by: ['CUSTOMER'],
    from: ['AWAITING_CLIENT'],
    to: 'AWAITING_LAWYER',
    call: 'POST work-items/{id}/letter/sign by the client',
    after: 'the lawyer asked to countersign (an e-mail)',
  },
  {
    event: 'countersign',
    by: ['LAWYER'],
    from: ['AWAITING_LAWYER'],
    to: 'SIGNED',
    call: 'POST work-items/{id}/letter/sign by the lawyer',
    after: 'the signed PDF made and stored once, then e-mailed to both parties',
  },
  {
    event: 'void',
    by: ['LAWYER', 'CUSTOMER'],
    from: ['AWAITING_CLIENT', 'AWAITING_LAWYER', 'SIGNED'],
    to: 'VOID',
    call: 'a new version, new terms, the proposal withdrawn or declined',
  },
];

/** The event of `signer`'s signature (the client signs, the lawyer countersigns). */
export const signingEvent = (signer: LetterSigner): Extract<LetterEvent, 'sign' | 'countersign'> =>
  signer === 'CUSTOMER' ? 'sign' : 'countersign';
