import 'server-only';
import type { SQL } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import type { LetterSigner, LetterStatus } from '@/lib/rules/engagement-letters';
import { LETTER_RULES, type LetterEvent } from '@/lib/rules/letter-transitions';
import type { StateActor } from '@/lib/server/platform/outbox/state-move';
import { stateWriter, type StateMove } from '@/lib/server/platform/outbox/state-writer';
import { LETTER_EVENTS } from './events';
import { letterErrors } from './letter-codes';

type LetterRow = typeof t.engagementLetters.$inferSelect;

/** Every status change of an engagement letter goes through its table (LETTER_RULES), in the caller's transaction. */
const letters = stateWriter({ events: LETTER_EVENTS, table: t.engagementLetters, rules: LETTER_RULES, stale: letterErrors.stale });

/** A letter's move, compare-and-set from the status read, with its event (and its outbox row: LETTER_RULES' `after`). */
export const transitionLetter = (
  tx: Db,
  letter: { id: string; status: LetterStatus },
  event: LetterEvent,
  actor: StateActor<LetterSigner>,
  o?: StateMove<typeof t.engagementLetters>,
): Promise<LetterRow> => letters.move(tx, letter, event, actor, o);

/** The same move for every letter `where` selects that the event may move (voiding the one that counts). */
export const transitionLetters = (
  tx: Db,
  where: SQL,
  event: Extract<LetterEvent, 'void'>,
  actor: StateActor<LetterSigner>,
  o?: Omit<StateMove<typeof t.engagementLetters>, 'where'>,
): Promise<LetterRow[]> => letters.moveAll(tx, where, event, actor, o);

/** A new version, AWAITING_CLIENT (the table's `prepare`: the client is asked to sign after the commit). */
export const insertLetter = (
  tx: Db,
  values: Omit<typeof t.engagementLetters.$inferInsert, 'status'>,
  actor: StateActor<LetterSigner>,
): Promise<{ id: string }> => letters.insert(tx, values, 'prepare', actor, { work_item_id: values.workItemId });
