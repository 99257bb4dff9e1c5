import 'server-only';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { CLAIM_RULES, type ClaimActor, type ClaimEvent, type ClaimStatus } from '@/features/money-claims/rules/claim-transitions';
import type { StateActor } from '@/lib/server/platform/outbox/state-move';
import { stateWriter, type StateMove } from '@/lib/server/platform/outbox/state-writer';
import { MONEY_CLAIM_EVENTS } from './events';

export type MoneyClaimRow = typeof t.moneyClaims.$inferSelect;

/** The one answer for a move that lost a race (the claim is no longer as the caller read it). */
const staleClaim = () => new AppError('CONFLICT', 'claims.changedMeanwhile', { key: 'STALE' });

/** Every status change of a money claim goes through its table (CLAIM_RULES), in the caller's transaction. */
const claims = stateWriter({ events: MONEY_CLAIM_EVENTS, table: t.moneyClaims, rules: CLAIM_RULES, stale: staleClaim });

export function moveClaim(
  tx: Db,
  row: { id: string; status: ClaimStatus },
  event: ClaimEvent,
  actor: StateActor<ClaimActor>,
  o?: StateMove<typeof t.moneyClaims>,
): Promise<MoneyClaimRow> {
  return claims.move(tx, row, event, actor, o);
}

/** A new claim at its first step (the table's opening events). */
export const insertClaim = (
  tx: Db,
  values: Omit<typeof t.moneyClaims.$inferInsert, 'status'>,
  event: Extract<ClaimEvent, 'open-demand' | 'open-barangay' | 'open-court'>,
  actor: StateActor<ClaimActor>,
) => claims.insert(tx, values, event, actor);
