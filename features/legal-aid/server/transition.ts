import 'server-only';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { LEGAL_AID_REQUEST_RULES, type LegalAidActor, type LegalAidEvent } from '@/features/legal-aid/rules/legal-aid-transitions';
import type { LegalAidRequestStatus } from '@/features/legal-aid/rules/legal-aid';
import type { StateActor } from '@/lib/server/platform/outbox/state-move';
import { stateWriter, type StateMove } from '@/lib/server/platform/outbox/state-writer';
import { LEGAL_AID_EVENTS } from './events';

export type LegalAidRequestRow = typeof t.legalAidRequests.$inferSelect;

/** The one answer for a move that lost a race (the request is no longer as the caller read it). */
const staleLegalAidRequest = () => new AppError('CONFLICT', 'legalAid.changedMeanwhile', { key: 'STALE' });

/** Every status change of a legal-aid request goes through its table (LEGAL_AID_REQUEST_RULES), in the caller's transaction. */
const requests = stateWriter({
  events: LEGAL_AID_EVENTS,
  table: t.legalAidRequests,
  rules: LEGAL_AID_REQUEST_RULES,
  stale: staleLegalAidRequest,
});

export function tryMoveLegalAidRequest(
  tx: Db,
  row: { id: string; status: LegalAidRequestStatus },
  event: LegalAidEvent,
  actor: StateActor<LegalAidActor>,
  o?: StateMove<typeof t.legalAidRequests>,
): Promise<LegalAidRequestRow | null> {
  return requests.tryMove(tx, row, event, actor, o);
}

export function moveLegalAidRequest(...args: Parameters<typeof tryMoveLegalAidRequest>): Promise<LegalAidRequestRow> {
  return requests.move(...args);
}

/** A new request, AWAITING_ASSESSMENT (the table's creating events: a free consultation booked, a free question asked). */
export const insertLegalAidRequest = (
  tx: Db,
  values: Omit<typeof t.legalAidRequests.$inferInsert, 'status'>,
  actor: StateActor<LegalAidActor>,
  event: Extract<LegalAidEvent, 'book' | 'ask'> = 'book',
) => requests.insert(tx, values, event, actor);
