import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, tables as t, type Db } from '@/lib/db';
import type { HearingDto } from '@/features/matters/dto/matters';
import { AppError } from '@/lib/server/platform/http/errors';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { MATTER_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { isUuid } from '@/lib/validation/ids';
import type { hearingChangeSchema, hearingSchema } from '@/features/matters/validation/matters';
import { assertMatterLawyer, assertMatterOpen, findPartyMatterOrThrow, type PartyMatter } from './matter-access';

// Issue 64 item 4: a hearing is added only by the lawyer's confirmation (from a court notice's offered dates,
// corrected, or by hand); each change the parties are told of raises its revision, so the reminders are due
// again and a calendar takes the new SEQUENCE; a cancellation keeps the row (the feeds show it cancelled).

type HearingRow = typeof t.matterHearings.$inferSelect;

function hearingDto(h: HearingRow): HearingDto {
  return {
    _id: h.id,
    entry_id: h.entryId,
    starts_at: h.startsAt.toISOString(),
    court: h.court,
    branch: h.branch,
    mode: h.mode,
    revision: h.revision,
    cancelled_at: h.cancelledAt?.toISOString() ?? null,
    notice_file_id: h.noticeFileId,
  };
}

const hearingNotFound = () => new AppError('NOT_FOUND', 'matters.hearingNotFound', { key: 'HEARING_NOT_FOUND' });
const hearingPast = () => new AppError('BAD_REQUEST', 'matters.hearingPast', { key: 'HEARING_PAST' });

/** The matter, locked, when this user is its lawyer and it is open: a client of it gets 403, anyone else 404. */
async function lawyersOpenMatter(tx: Db, lawyerId: string, matterId: string): Promise<PartyMatter> {
  const matter = await findPartyMatterOrThrow(lawyerId, matterId, tx, { forUpdate: true });
  assertMatterLawyer(matter);
  assertMatterOpen(matter);
  return matter;
}

/**
 * Before a hearing's body is read: the matter is this lawyer's and open (its client 403, anyone else 404), so a
 * caller with no business here learns nothing from the body's checks.
 */
export async function assertHearingLawyer(lawyerId: string, matterId: string): Promise<void> {
  const matter = await findPartyMatterOrThrow(lawyerId, matterId);
  assertMatterLawyer(matter);
  assertMatterOpen(matter);
}

function futureStart(iso: string, now: Date): Date {
  const at = new Date(iso);
  if (at.getTime() <= now.getTime()) throw hearingPast();
  return at;
}

/**
 * POST matters/{id}/hearings: a HEARING entry (shared as asked; the note its body) and its details. The
 * notice it was read from must be a file of this matter. A shared one is a shared update (last_shared_at).
 */
export async function addHearing(
  lawyerId: string,
  matterId: string,
  input: z.output<typeof hearingSchema>,
  now = new Date(),
): Promise<HearingDto> {
  const startsAt = futureStart(input.starts_at, now);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const matter = await lawyersOpenMatter(tx, lawyerId, matterId);
    if (input.notice_file_id) {
      const [file] = await tx
        .select({ id: t.matterEntries.id })
        .from(t.matterEntries)
        .where(and(eq(t.matterEntries.matterId, matter.id), eq(t.matterEntries.fileId, input.notice_file_id)))
        .limit(1);
      if (!file) throw new AppError('BAD_REQUEST', 'matters.noticeNotOnMatter', { key: 'NOTICE_NOT_ON_MATTER' });
    }
    const [entry] = await tx
      .insert(t.matterEntries)
      .values({ matterId: matter.id, authorId: lawyerId, kind: 'HEARING', shared: input.shared, body: input.note ?? null, createdAt: now })
      .returning({ id: t.matterEntries.id });
    const [hearing] = await tx
      .insert(t.matterHearings)
      .values({
        matterId: matter.id,
        entryId: entry.id,
        startsAt,
        court: input.court,
        branch: input.branch ?? null,
        mode: input.mode,
        noticeFileId: input.notice_file_id ?? null,
      })
      .returning();
    if (input.shared) {
      await tx.update(t.matters).set({ lastSharedAt: now, updatedAt: now }).where(eq(t.matters.id, matter.id));
    }
    return hearingDto(hearing);
  });
}

/** The hearing of this matter, locked (a change and the reminder pass never cross). */
async function hearingOf(tx: Db, matterId: string, hearingId: string): Promise<HearingRow & { shared: boolean }> {
  if (!isUuid(hearingId)) throw hearingNotFound();
  const [row] = await tx
    .select({ hearing: t.matterHearings, shared: t.matterEntries.shared })
    .from(t.matterHearings)
    .innerJoin(t.matterEntries, eq(t.matterEntries.id, t.matterHearings.entryId))
    .where(and(eq(t.matterHearings.id, hearingId), eq(t.matterHearings.matterId, matterId)))
    .for('update', { of: t.matterHearings })
    .limit(1);
  if (!row) throw hearingNotFound();
  if (row.hearing.cancelledAt) throw new AppError('CONFLICT', 'matters.hearingCancelled', { key: 'HEARING_CANCELLED' });
  return { ...row.hearing, shared: row.shared };
}

/**
 * The client of a shared hearing is told of the change or the cancellation after the commit (the outbox:
 * features/matters/server/hearing-notices.ts), once per revision. A private hearing tells nobody.
 */
async function tellOfChange(tx: Db, lawyerId: string, hearing: HearingRow & { shared: boolean }, cancelled: boolean) {
  if (!hearing.shared) return;
  await recordEvents(tx, MATTER_EVENTS, {
    aggregateId: hearing.matterId,
    event: cancelled ? 'hearing-cancelled' : 'hearing-changed',
    status: cancelled ? 'hearing-cancelled' : 'hearing-changed',
    actor: { role: 'LAWYER', id: lawyerId },
    payload: { hearingId: hearing.id, revision: hearing.revision },
  });
}

/** PATCH matters/{id}/hearings/{hearingId}: a new time, court, branch or mode; revision + 1 (the reminders are due again). */
export async function changeHearing(
  lawyerId: string,
  matterId: string,
  hearingId: string,
  input: z.output<typeof hearingChangeSchema>,
  now = new Date(),
): Promise<HearingDto> {
  const startsAt = input.starts_at ? futureStart(input.starts_at, now) : undefined;
  return transactionWithEvents(await getDb(), async (tx) => {
    const matter = await lawyersOpenMatter(tx, lawyerId, matterId);
    const before = await hearingOf(tx, matter.id, hearingId);
    const [after] = await tx
      .update(t.matterHearings)
      .set({
        ...(startsAt ? { startsAt } : {}),
        ...(input.court ? { court: input.court } : {}),
        ...(input.branch !== undefined ? { branch: input.branch } : {}),
        ...(input.mode ? { mode: input.mode } : {}),
        revision: sql`${t.matterHearings.revision} + 1`,
        reminderClaimedUntil: null,
        updatedAt: now,
      })
      .where(eq(t.matterHearings.id, before.id))
      .returning();
    await tellOfChange(tx, lawyerId, { ...after, shared: before.shared }, false);
    return hearingDto(after);
  });
}

/** DELETE matters/{id}/hearings/{hearingId}: called off (kept, cancelled_at; revision + 1 so calendars take it). */
export async function cancelHearing(lawyerId: string, matterId: string, hearingId: string, now = new Date()): Promise<HearingDto> {
  return transactionWithEvents(await getDb(), async (tx) => {
    const matter = await lawyersOpenMatter(tx, lawyerId, matterId);
    const before = await hearingOf(tx, matter.id, hearingId);
    const [after] = await tx
      .update(t.matterHearings)
      .set({ cancelledAt: now, revision: sql`${t.matterHearings.revision} + 1`, reminderClaimedUntil: null, updatedAt: now })
      .where(eq(t.matterHearings.id, before.id))
      .returning();
    await tellOfChange(tx, lawyerId, { ...after, shared: before.shared }, true);
    return hearingDto(after);
  });
}
