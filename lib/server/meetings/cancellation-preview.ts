import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { FREE_CANCELLATION_HOURS } from '@/lib/config/cancellation';
import { formatPesoExact } from '@/lib/format/money';
import type { CancellationPreviewDto } from '@/lib/dto/meeting';
import { hasAttended } from './attendance';
import { decideCancellation, refundClockStart, type CancellationDecision, type CancellationFacts } from '@/lib/rules/cancellation';
import type { PartyMeeting } from './find-party-meeting';
import type { Locale } from '@/lib/i18n/config';
import { textFor, type ServerT } from '@/lib/i18n/server';

/** Everything the policy needs about one meeting now, read once for the preview and the cancel alike. */
export async function loadCancellationFacts(meeting: PartyMeeting, now: Date, db?: Db): Promise<CancellationFacts> {
  const conn = db ?? (await getDb());
  const moves = await conn
    .select({
      by: t.meetingReschedules.byUserId,
      previousStartAt: t.meetingReschedules.previousStartAt,
      newStartAt: t.meetingReschedules.newStartAt,
      at: t.meetingReschedules.createdAt,
    })
    .from(t.meetingReschedules)
    .where(eq(t.meetingReschedules.meetingId, meeting.id))
    .orderBy(asc(t.meetingReschedules.createdAt));
  const refundClockStartAt = refundClockStart(
    meeting.startAt,
    moves.map((m) => ({ ...m, by: m.by === meeting.lawyerId ? 'LAWYER' : m.by === meeting.customerId ? 'CUSTOMER' : null })),
  );
  // Whether the lawyer joined matters only once the meeting has started (the no-show claim).
  const lawyerJoined = meeting.startAt.getTime() <= now.getTime() && (await hasAttended(meeting.id, meeting.lawyerId, conn));
  return {
    role: meeting.role,
    status: meeting.status,
    startAt: meeting.startAt,
    endAt: meeting.endAt,
    refundClockStartAt,
    lawyerJoined,
    now,
  };
}

/**
 * What cancelling now would do, in the words the cancel dialog shows before the party confirms and the
 * cancel answers with — from the same decision the cancel applies (decideCancellation), never
 * worked out again in the browser — in the language of the request (`t`: the meetings namespace).
 * Null when the meeting cannot be cancelled now.
 */
export function describeCancellation(
  decision: CancellationDecision,
  facts: CancellationFacts,
  priceCentavos: number,
  workItem: boolean,
  t: ServerT<'meetings'>,
): CancellationPreviewDto | null {
  if (!decision.allowed) return null;
  const amount = formatPesoExact(priceCentavos);
  const hours = FREE_CANCELLATION_HOURS;
  const moved = facts.refundClockStartAt && facts.refundClockStartAt.getTime() !== facts.startAt.getTime();
  const base = { refund: decision.refund, ground: decision.ground };
  const say = (summary: string, detail: string) => ({ ...base, summary, detail });
  if (workItem || priceCentavos === 0) return say(t('cancelRefund.nothing'), t('cancelRefund.included'));
  switch (decision.ground) {
    case 'UNPAID':
      return say(t('cancelRefund.nothing'), t('cancelRefund.unpaid'));
    case 'LAWYER_CANCELLED':
      return say(
        t(facts.role === 'LAWYER' ? 'cancelRefund.clientGetsFull' : 'cancelRefund.full', { amount }),
        t('cancelRefund.lawyerCancels'),
      );
    case 'CLIENT_EARLY':
      return say(t('cancelRefund.full', { amount }), t(moved ? 'cancelRefund.earlyMoved' : 'cancelRefund.early', { hours }));
    case 'CLIENT_LATE':
      return say(t('cancelRefund.late', { hours }), moved ? t('cancelRefund.lateMoved', { hours }) : t('cancelRefund.lateKept'));
    case 'LAWYER_NO_SHOW':
      return say(t('cancelRefund.full', { amount }), t('cancelRefund.lawyerNoShow'));
  }
}

/** What a full refund gives back: the amount actually paid for the meeting (its price if nothing is paid). */
export async function paidCentavos(meeting: PartyMeeting, db?: Db): Promise<number> {
  const conn = db ?? (await getDb());
  const [paid] = await conn
    .select({ amount: t.payments.amountCentavos })
    .from(t.payments)
    .where(and(eq(t.payments.meetingId, meeting.id), eq(t.payments.status, 'PAID')))
    .orderBy(desc(t.payments.createdAt))
    .limit(1);
  return paid?.amount ?? meeting.priceCentavos;
}

/** The preview for one party of one meeting (GET meeting/{id}), in the page's language. */
export async function previewCancellation(meeting: PartyMeeting, locale: Locale, now = new Date()): Promise<CancellationPreviewDto | null> {
  const facts = await loadCancellationFacts(meeting, now);
  const decision = decideCancellation(facts);
  if (!decision.allowed) return null;
  return describeCancellation(decision, facts, await paidCentavos(meeting), Boolean(meeting.workItemId), await textFor(locale, 'meetings'));
}
