import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import type { z } from 'zod';
import type { ClaimEvent } from '@/features/money-claims/rules/claim-transitions';
import { manilaToday } from '@/lib/format/civil-date';
import { prescriptionWords, smallClaimsWords, stepWords, venueWords, type ClaimWords } from '@/features/money-claims/reference/claim-words';
import { fitsSmallClaims, prescription, venue, type MoneyClaimIntake } from '@/features/money-claims/rules/money-claims';
import {
  claimTimeline,
  openingStatus,
  recordRefusal,
  statusAfter,
  type ClaimStepRecord,
  type StatusAfterStep,
} from '@/features/money-claims/rules/claim-progress';
import type { MoneyClaimDto, moneyClaimListSchema } from '@/features/money-claims/dto/money-claims';
import type { claimStepInputSchema } from '@/features/money-claims/validation/money-claims';
import { insertClaim, moveClaim, type MoneyClaimRow } from './transition';

// Issue 75, item 2: a claim the person owns. Its owner alone reads and moves it: anyone else — another client, a
// lawyer, an admin — is told it does not exist (404), as for any private record.

const REFUSED = { notCurrent: 'claims.notCurrent', wrongOutcome: 'claims.wrongOutcome', notSkippable: 'claims.notSkippable' } as const;
const claimNotFound = () => new AppError('NOT_FOUND', 'claims.notFound', { key: 'CLAIM_NOT_FOUND' });
const OPENING: Record<'DEMAND' | 'BARANGAY' | 'COURT', 'open-demand' | 'open-barangay' | 'open-court'> = {
  DEMAND: 'open-demand',
  BARANGAY: 'open-barangay',
  COURT: 'open-court',
};
const MOVE_TO: Record<StatusAfterStep, ClaimEvent> = {
  BARANGAY: 'to-barangay',
  COURT: 'to-court',
  COLLECTION: 'to-collection',
  RECOVERED: 'recover',
};

/** What the rules say of the whole claim, today (a Manila day): the ceiling, the court, the last day to file. */
function claimNotes(intake: MoneyClaimIntake): ClaimWords[] {
  const today = manilaToday();
  return [
    smallClaimsWords(intake.amount_centavos, fitsSmallClaims(intake.amount_centavos)),
    ...venueWords(venue(intake)),
    ...prescriptionWords(prescription(intake, today), intake.agreement, intake.demand.made ? intake.demand.date : undefined),
  ];
}

function claimDto(row: MoneyClaimRow, records: ClaimStepRecord[]): MoneyClaimDto {
  return {
    _id: row.id,
    status: row.status,
    amount_centavos: row.amountCentavos,
    recovered_centavos: row.recoveredCentavos,
    debtor: row.intake.debtor,
    purpose: row.intake.purpose,
    since: row.intake.since,
    steps: claimTimeline(row.intake, row.status, records).map((step) => ({ ...step, words: stepWords(step) })),
    notes: claimNotes(row.intake),
    created_at: row.createdAt.toISOString(),
  };
}

async function recordsOf(db: Db, claimIds: string[]): Promise<Map<string, ClaimStepRecord[]>> {
  const byClaim = new Map<string, ClaimStepRecord[]>(claimIds.map((id) => [id, []]));
  if (claimIds.length === 0) return byClaim;
  const s = t.moneyClaimSteps;
  const rows = await db.select().from(s).where(inClaims(claimIds)).orderBy(asc(s.createdAt));
  for (const r of rows) byClaim.get(r.claimId)?.push({ step: r.step, outcome: r.outcome, on: r.onDay });
  return byClaim;
}
const inClaims = (ids: string[]) => inArray(t.moneyClaimSteps.claimId, ids);

/** The owner's claim, or 404 (a bad id, someone else's). */
async function ownClaimOrThrow(db: Db, clientId: string, claimId: string, lock = false): Promise<MoneyClaimRow> {
  if (!isUuid(claimId)) throw claimNotFound();
  const q = db
    .select()
    .from(t.moneyClaims)
    .where(and(eq(t.moneyClaims.id, claimId), eq(t.moneyClaims.clientId, clientId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw claimNotFound();
  return row;
}

/** POST money-claims: the intake opens a claim at its first step; a missing fact (the same town) is asked first. */
export async function openClaim(clientId: string, intake: MoneyClaimIntake): Promise<MoneyClaimDto> {
  const opening = openingStatus(intake);
  if (!opening) throw new AppError('BAD_REQUEST', 'claims.sameTownNeeded', { key: 'SAME_TOWN_NEEDED' });
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const { id } = await insertClaim(tx, { clientId, intake, amountCentavos: intake.amount_centavos }, OPENING[opening], {
      role: 'CUSTOMER',
      id: clientId,
    });
    return ownClaimOrThrow(tx, clientId, id);
  });
  return claimDto(row, []);
}

/** GET money-claims: the owner's claims, newest first. */
export async function listClaims(clientId: string): Promise<z.infer<typeof moneyClaimListSchema>> {
  const db = await getDb();
  const rows = await db.select().from(t.moneyClaims).where(eq(t.moneyClaims.clientId, clientId)).orderBy(desc(t.moneyClaims.createdAt));
  const records = await recordsOf(
    db,
    rows.map((r) => r.id),
  );
  return { results: rows.map((r) => claimDto(r, records.get(r.id) ?? [])) };
}

/** GET money-claims/{id}. */
export async function getClaim(clientId: string, claimId: string): Promise<MoneyClaimDto> {
  const db = await getDb();
  const row = await ownClaimOrThrow(db, clientId, claimId);
  return claimDto(row, (await recordsOf(db, [row.id])).get(row.id) ?? []);
}

/**
 * POST money-claims/{id}/steps: the person records the step the claim is at — done, skipped where the law lets
 * it be, or the barangay's settlement or certification — and the claim moves to where the rules lead (statusAfter),
 * in one transaction with its event.
 */
export async function recordClaimStep(
  clientId: string,
  claimId: string,
  input: z.infer<typeof claimStepInputSchema>,
): Promise<MoneyClaimDto> {
  const db = await getDb();
  const { row, records } = await db.transaction(async (tx) => {
    const claim = await ownClaimOrThrow(tx, clientId, claimId, true);
    const refusal = recordRefusal(claim.intake, claim.status, input.step, input.outcome);
    if (refusal) throw new AppError('CONFLICT', REFUSED[refusal], { key: 'STEP_REFUSED' });
    await tx.insert(t.moneyClaimSteps).values({ claimId, step: input.step, outcome: input.outcome, onDay: input.on });
    const next = statusAfter(claim.intake, input.step, input.outcome);
    const moved = await moveClaim(
      tx,
      claim,
      MOVE_TO[next],
      { role: 'CUSTOMER', id: clientId },
      {
        set: input.step === 'collection' ? { recoveredCentavos: input.recovered_centavos } : {},
      },
    );
    return { row: moved, records: (await recordsOf(tx, [claimId])).get(claimId) ?? [] };
  });
  return claimDto(row, records);
}

/** POST money-claims/{id}/close: the person stops the claim (it stays on their list, closed). */
export async function closeClaim(clientId: string, claimId: string): Promise<MoneyClaimDto> {
  const db = await getDb();
  const { row, records } = await db.transaction(async (tx) => {
    const claim = await ownClaimOrThrow(tx, clientId, claimId, true);
    const moved = await moveClaim(tx, claim, 'close', { role: 'CUSTOMER', id: clientId });
    return { row: moved, records: (await recordsOf(tx, [claimId])).get(claimId) ?? [] };
  });
  return claimDto(row, records);
}
