import 'server-only';
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { LEGAL_AID_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { tryMoveQuestion } from '@/features/questions/server/transition';
import { LEGAL_AID_DECLARATION_KEPT_MONTHS, OPEN_LEGAL_AID_STATUSES } from '@/features/legal-aid/rules/legal-aid';
import { tryMoveLegalAidRequest } from './transition';

// Issue 61: the legal-aid desk's clock (runSchedulerTick), each step in its own transaction, re-read and guarded
// there, so a lawyer's claim or answer at the same moment wins or loses cleanly:
// - a free written question unclaimed for 48 h is offered again (once) to every legal-aid lawyer of its area
//   with written answers left this month; unclaimed 48 h after that (96 h in all) it is REFERRED and the person
//   told where else to go (PAO, IBP legal aid, the nearest office);
// - one claimed and not assessed within 48 h goes back to the queue;
// - a free legal-aid question not answered within its 48 h is closed without a refund (nothing was paid) and its
//   request goes back to the queue, with its text;
// - a lawyer whose offer is on but who had no legal-aid request in 30 days is reminded, once per 30 days;
// - a declaration, and the copies kept with assessments, erased LEGAL_AID_DECLARATION_KEPT_MONTHS after the
//   person's last request ended (or after it was written, with no request) — issue 73 item 4.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Unclaimed this long: offered again; twice this long: referred. Claimed and not assessed this long: back to the queue. */
const DESK_HOURS = { reoffer: 48, refer: 96, assess: 48 } as const;
const REMINDER_DAYS = 30;
const SYSTEM = { role: 'SYSTEM' as const, id: null };
const BATCH = 50;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Back in the queue: no lawyer, a fresh 48 h before it is offered again. */
const backInQueue = (now: Date) => ({
  lawyerId: null,
  claimedAt: null,
  assessedAt: null,
  assessedBy: null,
  declarationAtAssessment: null,
  questionId: null,
  queuedAt: now,
  reofferedAt: null,
});

export async function sweepLegalAidDesk(options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const r = t.legalAidRequests;
  const q = t.writtenQuestions;
  const unclaimed = and(eq(r.kind, 'WRITTEN'), eq(r.status, 'AWAITING_ASSESSMENT'), isNull(r.lawyerId));
  let moved = 0;

  // Unclaimed for 96 h: referred (the person told, after the commit).
  const referDue = lte(r.queuedAt, ago(now, DESK_HOURS.refer * HOUR));
  for (const { id } of await db.select({ id: r.id }).from(r).where(and(unclaimed, referDue)).limit(BATCH)) {
    const row = await transactionWithEvents(db, (tx) =>
      tryMoveLegalAidRequest(tx, { id, status: 'AWAITING_ASSESSMENT' }, 'refer', SYSTEM, { where: and(isNull(r.lawyerId), referDue) }),
    );
    if (row) moved += 1;
  }

  // Unclaimed for 48 h and not offered again yet: offered to the area's legal-aid lawyers (after the commit).
  const reofferDue = and(lte(r.queuedAt, ago(now, DESK_HOURS.reoffer * HOUR)), isNull(r.reofferedAt));
  for (const { id } of await db.select({ id: r.id }).from(r).where(and(unclaimed, reofferDue)).limit(BATCH)) {
    const row = await transactionWithEvents(db, (tx) =>
      tryMoveLegalAidRequest(tx, { id, status: 'AWAITING_ASSESSMENT' }, 'reoffer', SYSTEM, {
        set: { reofferedAt: now },
        where: and(isNull(r.lawyerId), reofferDue),
      }),
    );
    if (row) moved += 1;
  }

  // Claimed and not assessed within 48 h: back to the queue.
  const assessDue = and(
    eq(r.kind, 'WRITTEN'),
    eq(r.status, 'AWAITING_ASSESSMENT'),
    isNotNull(r.lawyerId),
    lte(r.claimedAt, ago(now, DESK_HOURS.assess * HOUR)),
  );
  for (const { id } of await db.select({ id: r.id }).from(r).where(assessDue).limit(BATCH)) {
    const row = await transactionWithEvents(db, (tx) =>
      tryMoveLegalAidRequest(tx, { id, status: 'AWAITING_ASSESSMENT' }, 'release', SYSTEM, {
        set: backInQueue(now),
        where: assessDue,
        payload: { why: 'not-assessed' },
      }),
    );
    if (row) moved += 1;
  }

  // A free legal-aid question (no price: never paid, never refunded) past its answer time: closed, its request and
  // its text back in the queue.
  const lapsed = and(eq(q.status, 'TAKEN'), isNull(q.priceCentavos), lte(q.answerDueAt, now));
  for (const { id } of await db.select({ id: q.id }).from(q).where(lapsed).limit(BATCH)) {
    const done = await transactionWithEvents(db, async (tx) => {
      const [question] = await tx
        .select()
        .from(q)
        .where(and(eq(q.id, id), lapsed))
        .for('update');
      if (!question) return false;
      const [request] = await tx.select().from(r).where(eq(r.questionId, id)).for('update');
      const closed = await tryMoveQuestion(tx, question, 'legal-aid-overdue', SYSTEM, {
        set: { closedAt: now, facts: '', wants: '' },
        where: lapsed,
        payload: { why: 'unanswered' },
      });
      if (!closed) return false;
      if (request && request.status === 'QUALIFIED')
        await tryMoveLegalAidRequest(tx, request, 'release', SYSTEM, {
          set: { ...backInQueue(now), facts: question.facts, wants: question.wants, otherParties: question.otherParties },
          payload: { why: 'not-answered' },
        });
      return true;
    });
    if (done) moved += 1;
  }

  // Offers on and unused for 30 days: one reminder each per 30 days (the mail after the commit).
  const idle = await queryRows<{ lawyer_id: string }>(
    db,
    sql`SELECT o.lawyer_id FROM legal_aid_offers o
         WHERE o.enabled AND o.updated_at <= ${ago(now, REMINDER_DAYS * DAY).toISOString()}::timestamptz
           AND (o.reminded_at IS NULL OR o.reminded_at <= ${ago(now, REMINDER_DAYS * DAY).toISOString()}::timestamptz)
           AND NOT EXISTS (SELECT 1 FROM legal_aid_requests x WHERE x.lawyer_id = o.lawyer_id
                 AND (x.created_at > ${ago(now, REMINDER_DAYS * DAY).toISOString()}::timestamptz
                   OR x.claimed_at > ${ago(now, REMINDER_DAYS * DAY).toISOString()}::timestamptz))
         LIMIT ${BATCH}`,
  );
  const o = t.legalAidOffers;
  for (const { lawyer_id: lawyerId } of idle) {
    const reminded = await transactionWithEvents(db, async (tx) => {
      const [row] = await tx
        .update(o)
        .set({ remindedAt: now })
        .where(and(eq(o.lawyerId, lawyerId), or(isNull(o.remindedAt), lte(o.remindedAt, ago(now, REMINDER_DAYS * DAY)))))
        .returning({ id: o.lawyerId });
      if (!row) return false;
      await recordEvents(tx, LEGAL_AID_EVENTS, {
        aggregateId: lawyerId,
        event: 'offer-reminder',
        status: 'REMINDED',
        actor: SYSTEM,
      });
      return true;
    });
    if (reminded) moved += 1;
  }
  return moved + (await eraseKeptDeclarations(now));
}

/**
 * Erases what the desk's policy no longer keeps (RA 10173 §11(e); LEGAL_AID_DECLARATION_KEPT_MONTHS): the copy kept
 * with each assessment of a request ended that long ago, and the declaration of a person with no request open or
 * ended since (nor the declaration itself written since). Two statements, each whole; the count of rows erased.
 */
export async function eraseKeptDeclarations(now: Date): Promise<number> {
  const db = await getDb();
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - LEGAL_AID_DECLARATION_KEPT_MONTHS);
  const cutoff = sql`${before.toISOString()}::timestamptz`;
  const open = sql.join(
    OPEN_LEGAL_AID_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const copies = await queryRows<{ id: string }>(
    db,
    sql`UPDATE legal_aid_requests SET declaration_at_assessment = NULL
         WHERE declaration_at_assessment IS NOT NULL AND status NOT IN (${open}) AND updated_at <= ${cutoff}
         RETURNING id`,
  );
  const declarations = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM legal_aid_declarations d
         WHERE d.updated_at <= ${cutoff}
           AND NOT EXISTS (SELECT 1 FROM legal_aid_requests x WHERE x.client_id = d.user_id
                 AND (x.status IN (${open}) OR x.updated_at > ${cutoff}))
         RETURNING d.id`,
  );
  return copies.length + declarations.length;
}
