import 'server-only';
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { LegalAidQueueDto, LegalAidRequestDto } from '@/features/legal-aid/dto/legal-aid';
import { SCOPE_STATEMENT_VERSION } from '@/features/questions/rules/written-questions';
import type { LegalAidQuestionInput } from '@/features/legal-aid/validation/legal-aid';
import { AppError } from '@/lib/server/platform/http/errors';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { isUuid } from '@/lib/validation/ids';
import { getLegalAidRequest, areaOf, requestNotFound } from './requests';
import { assertLegalAidRoom, manilaPeriodStartSql } from './room';
import { insertLegalAidRequest, moveLegalAidRequest } from './transition';

// Issue 61, the legal-aid desk's free written answers: a person who declared they cannot pay sends a written
// question to the desk (no lawyer yet); the legal-aid lawyers of its area see it in their queue — the problem,
// the area, the other parties and its age only, the conflict check first, as for a paid question — and one takes
// it (the CPRA §35 statement accepted, within the number of free written answers they give a month). They then
// read the declaration and assess it (assess.ts): qualifies → a TAKEN written question (written-answer.ts).

/** POST legal-aid/questions: a customer with a declaration and room for one more matter; the request waits in the queue. */
export async function askLegalAidQuestion(clientId: string, input: LegalAidQuestionInput, now = new Date()): Promise<LegalAidRequestDto> {
  const db = await getDb();
  // Said before anything is written: a declaration first, and the person's limits.
  await assertLegalAidRoom(db, clientId, now, 'question');
  const id = await transactionWithEvents(db, async (tx) => {
    // One person's asks one after another, so two at once cannot both pass the open-matters limit.
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, clientId)).for('update');
    await assertLegalAidRoom(tx, clientId, now, 'question');
    const row = await insertLegalAidRequest(
      tx,
      {
        clientId,
        lawyerId: null,
        kind: 'WRITTEN',
        problem: input.problem,
        facts: input.facts.trim(),
        wants: input.wants.trim(),
        otherParties: input.other_parties,
        language: input.language,
        queuedAt: now,
        createdAt: now,
      },
      { role: 'CLIENT', id: clientId },
      'ask',
    );
    return row.id;
  });
  return getLegalAidRequest({ id: clientId, admin: false }, id);
}

type Offer = { areas: string[]; writtenPerMonth: number };

/** The lawyer's written-answer offer and areas; 403 unless they are listed, their offer is on and gives written answers. */
async function writtenOfferOf(db: Db, lawyerId: string, lock = false): Promise<Offer> {
  const [row] = await queryRows<{ areas: string[]; written_per_month: number }>(
    db,
    sql`SELECT p.areas, o.written_per_month FROM legal_aid_offers o JOIN lawyer_profiles p ON p.user_id = o.lawyer_id
         WHERE o.lawyer_id = ${lawyerId}::uuid AND o.enabled AND o.written_per_month > 0 AND ${listedLawyerSql('p')}
         ${lock ? sql`FOR UPDATE OF o` : sql``}`,
  );
  if (!row) throw new AppError('FORBIDDEN', 'legalAid.notOffering', { key: 'NOT_OFFERING' });
  return { areas: row.areas ?? [], writtenPerMonth: Number(row.written_per_month) };
}

/** WRITTEN requests the lawyer claimed this Manila month (their monthly number's use). */
async function claimedThisMonth(db: Db, lawyerId: string, now: Date): Promise<number> {
  const r = t.legalAidRequests;
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .where(and(eq(r.lawyerId, lawyerId), eq(r.kind, 'WRITTEN'), gte(r.claimedAt, manilaPeriodStartSql('month', now))));
  return Number(n);
}

/** The unclaimed WRITTEN requests waiting in the desk's queue, oldest first (the clock and the queue read them). */
export async function unclaimedQuestions(db: Db) {
  const r = t.legalAidRequests;
  return db
    .select({ id: r.id, problem: r.problem, otherParties: r.otherParties, queuedAt: r.queuedAt, createdAt: r.createdAt })
    .from(r)
    .where(and(eq(r.kind, 'WRITTEN'), eq(r.status, 'AWAITING_ASSESSMENT'), isNull(r.lawyerId)))
    .orderBy(asc(r.queuedAt), asc(r.createdAt))
    .limit(500);
}

/**
 * GET legal-aid/queue: for a legal-aid lawyer giving written answers, the unclaimed free questions of the areas they
 * practise, oldest first — the problem, its area, the other parties and the time waiting; never what happened, what the
 * person wants to know nor their declaration.
 */
export async function getLegalAidQueue(lawyerId: string, now = new Date()): Promise<LegalAidQueueDto> {
  const db = await getDb();
  const offer = await writtenOfferOf(db, lawyerId);
  const used = await claimedThisMonth(db, lawyerId, now);
  const rows = (await unclaimedQuestions(db)).filter((row) => offer.areas.includes(areaOf(row.problem)));
  return {
    written_per_month: offer.writtenPerMonth,
    written_left: Math.max(0, offer.writtenPerMonth - used),
    questions: rows.map((row) => {
      const since = row.queuedAt ?? row.createdAt;
      return {
        _id: row.id,
        problem: row.problem,
        area: areaOf(row.problem),
        other_parties: row.otherParties,
        waiting_since: since.toISOString(),
        waiting_hours: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 3_600_000)),
      };
    }),
  };
}

/**
 * POST legal-aid/requests/{id}/claim: the lawyer takes an unclaimed free question of their area, accepting the CPRA
 * §35 statement, while their monthly number is not used up. They may then read the declaration and assess it.
 */
export async function claimLegalAidRequest(
  lawyerId: string,
  id: string,
  input: { scope_statement_version: string },
  now = new Date(),
): Promise<LegalAidRequestDto> {
  if (!isUuid(id)) throw requestNotFound();
  const db = await getDb();
  await transactionWithEvents(db, async (tx) => {
    // The offer row locked first: one lawyer's claims one after another, so the monthly number holds.
    const offer = await writtenOfferOf(tx, lawyerId, true);
    const [row] = await tx.select().from(t.legalAidRequests).where(eq(t.legalAidRequests.id, id)).for('update');
    if (!row || row.kind !== 'WRITTEN' || row.clientId === lawyerId) throw requestNotFound();
    if (row.lawyerId !== null || row.status !== 'AWAITING_ASSESSMENT')
      throw new AppError('CONFLICT', 'legalAid.alreadyClaimed', { key: 'ALREADY_CLAIMED' });
    if (!offer.areas.includes(areaOf(row.problem))) throw new AppError('FORBIDDEN', 'legalAid.notYourArea', { key: 'NOT_YOUR_AREA' });
    if (input.scope_statement_version !== SCOPE_STATEMENT_VERSION)
      throw new AppError('UNPROCESSABLE', 'questions.scopeRequired', { key: 'SCOPE_REQUIRED' });
    if ((await claimedThisMonth(tx, lawyerId, now)) >= offer.writtenPerMonth)
      throw new AppError('CONFLICT', 'legalAid.monthlyNumberUsed', {
        key: 'MONTHLY_NUMBER_USED',
        params: { limit: offer.writtenPerMonth },
      });
    await moveLegalAidRequest(
      tx,
      row,
      'claim',
      { role: 'LAWYER', id: lawyerId },
      {
        set: { lawyerId, claimedAt: now },
        where: isNull(t.legalAidRequests.lawyerId),
        payload: { scope_statement_version: SCOPE_STATEMENT_VERSION },
      },
    );
  });
  return getLegalAidRequest({ id: lawyerId, admin: false }, id);
}
