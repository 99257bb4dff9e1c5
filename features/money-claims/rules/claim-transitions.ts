/**
 * THE transition table of a money claim (issue 75, item 2): the step it is at. A claim opens at its first step
 * the law and the intake leave to do (a demand, the barangay or the court), moves on as the person records each
 * step done or skipped, and ends RECOVERED (the money in hand) or CLOSED (the person stopped). Every status
 * write goes through features/money-claims/server/transition.ts, made by the one `stateWriter`
 * (lib/lint/status-writes.test.ts fails on a status written by hand). Only the claim's owner moves it.
 */
import type { StateRule } from '@/lib/rules/state-table';

export const CLAIM_STATUSES = ['DEMAND', 'BARANGAY', 'COURT', 'COLLECTION', 'RECOVERED', 'CLOSED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export type ClaimEvent =
  'open-demand' | 'open-barangay' | 'open-court' | 'to-barangay' | 'to-court' | 'to-collection' | 'recover' | 'close';
export type ClaimActor = 'CUSTOMER';

const OPEN: readonly ClaimStatus[] = ['DEMAND', 'BARANGAY', 'COURT', 'COLLECTION'];

export const CLAIM_RULES: readonly StateRule<ClaimStatus, ClaimEvent, ClaimActor>[] = [
  { event: 'open-demand', by: ['CUSTOMER'], from: [null], to: 'DEMAND', call: 'POST money-claims (no demand made yet)' },
  {
    event: 'open-barangay',
    by: ['CUSTOMER'],
    from: [null],
    to: 'BARANGAY',
    call: 'POST money-claims (a demand made, the barangay first)',
  },
  { event: 'open-court', by: ['CUSTOMER'], from: [null], to: 'COURT', call: 'POST money-claims (a demand made, straight to court)' },
  { event: 'to-barangay', by: ['CUSTOMER'], from: ['DEMAND'], to: 'BARANGAY', call: 'POST money-claims/{id}/steps (the demand)' },
  {
    event: 'to-court',
    by: ['CUSTOMER'],
    from: ['DEMAND', 'BARANGAY'],
    to: 'COURT',
    call: 'POST money-claims/{id}/steps (the demand or the barangay: no settlement)',
  },
  {
    event: 'to-collection',
    by: ['CUSTOMER'],
    from: ['BARANGAY', 'COURT'],
    to: 'COLLECTION',
    call: 'POST money-claims/{id}/steps (a settlement, or the decision)',
  },
  { event: 'recover', by: ['CUSTOMER'], from: ['COLLECTION'], to: 'RECOVERED', call: 'POST money-claims/{id}/steps (the money recovered)' },
  { event: 'close', by: ['CUSTOMER'], from: OPEN, to: 'CLOSED', call: 'POST money-claims/{id}/close' },
];
