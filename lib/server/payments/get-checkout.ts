import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { engagementKind, type EngagementKind } from '@/lib/rules/engagement-kinds';
import { meetingKindRules } from '@/lib/rules/meeting-kinds';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import { meetingReceiptPath } from '@/lib/config/calendar-links';
import { clientFeeNote } from './platform-fee';
import { payerNameSql } from './payer';
import { paymentDescriptionIn } from './payment-description';
import type { Locale } from '@/lib/i18n/paths';
import type { CheckoutKind, CheckoutState, CheckoutSummary } from '@/lib/dto/checkout';

const notFound = () => new AppError('NOT_FOUND', 'payments.checkoutNotFound', { key: 'CHECKOUT_NOT_FOUND' });

/**
 * The state read from our database — never from the redirect that brought the browser back. `target`
 * is the status of what is paid for: a meeting, a work item or an additional service.
 */
export function checkoutState(payment: string, target: string, holdExpiresAt: Date | null, now = new Date()): CheckoutState {
  if (payment === 'PAID' && (target === 'CONFIRMED' || target === 'COMPLETED' || target === 'PAID')) return 'paid';
  if (payment === 'REFUND_REQUIRED' || payment === 'REFUNDED') return 'refund';
  if (payment === 'FAILED' || target === 'PAYMENT_FAILED') return 'failed';
  if (target === 'CANCELLED' || payment === 'CANCELLED') return 'cancelled';
  if (payment === 'EXPIRED' || target === 'EXPIRED' || (holdExpiresAt && holdExpiresAt.getTime() <= now.getTime())) return 'expired';
  return 'pending';
}

/** A written question as a checkout reads it: waiting for the money, a draft again (failed), or paid (offered and on). */
function questionTarget(status: string): string {
  if (status === 'PAYMENT_PENDING') return 'PAYMENT_PENDING';
  return status === 'DRAFT' ? 'PAYMENT_FAILED' : 'PAID';
}

type PaymentTargets = {
  meeting: { status: string } | null;
  workItem: { status: string } | null;
  service: { status: string } | null;
  question: { status: string } | null;
};

/**
 * The status of what a payment pays for, as checkoutState reads it — a booking's, an additional service's,
 * an engagement's (a service order's item) or a written question's: one rule for the client's checkout and
 * a payment link's payer (lib/server/checkout/links), whatever the payment is for (issue 72 item 2).
 */
export function paymentTargetStatus({ meeting, workItem, service, question }: PaymentTargets): string {
  // A payment whose work item was since deleted (a cancelled attempt on a withdrawn draft) still shows its own state.
  return meeting?.status ?? service?.status ?? workItem?.status ?? (question ? questionTarget(question.status) : 'CANCELLED');
}

/**
 * A payment with what it pays for — a booking, a work item, an additional service or a written question —
 * its lawyer and its client's zone: one join read by the checkout (below) and by a payment link's payer
 * (lib/server/checkout/links). Each caller adds its own condition.
 */
export function selectPaymentWithTarget(db: Db) {
  return db
    .select({
      payment: t.payments,
      payerName: sql<string | null>`${payerNameSql(sql`${t.payments.id}`)}`,
      meeting: t.meetings,
      workItem: { id: t.workItems.id, title: t.workItems.title, status: t.workItems.status },
      service: {
        id: t.workItemAdditionalServices.id,
        title: t.workItemAdditionalServices.title,
        status: t.workItemAdditionalServices.status,
      },
      question: { id: t.writtenQuestions.id, status: t.writtenQuestions.status },
      lawyer: {
        id: t.lawyerProfiles.userId,
        name: t.lawyerProfiles.displayName,
        picture: t.lawyerProfiles.pictureUrl,
        zone: t.lawyerProfiles.timezone,
      },
      clientZone: t.users.timezone,
      // What a payment is for comes from its engagement's kind (the kinds table); an attempt whose draft was since
      // deleted has none left (migration 0071), and was a work item's. A scalar subquery, not an eighth join: the
      // planner searches every order of a query's joins, and one more table cost each checkout ~2 ms of planning
      // (scripts/bench/engagement-reads.ts), where this is one primary-key lookup planned on its own.
      engagementKind: sql<EngagementKind | null>`(SELECT e.kind FROM ${t.engagements} e WHERE e.id = ${t.payments.engagementId})`,
    })
    .from(t.payments)
    .leftJoin(t.meetings, eq(t.meetings.id, t.payments.meetingId))
    .leftJoin(t.workItems, eq(t.workItems.id, t.payments.workItemId))
    .leftJoin(t.workItemAdditionalServices, eq(t.workItemAdditionalServices.id, t.payments.additionalServiceId))
    .leftJoin(t.writtenQuestions, eq(t.writtenQuestions.id, t.payments.questionId))
    .innerJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, t.payments.lawyerId))
    .innerJoin(t.users, eq(t.users.id, t.payments.customerId));
}

/**
 * The payer's view of a payment attempt: a booking's latest (by meeting id), or one attempt by its
 * provider session id or our payment id — for a meeting, a work item, an additional service or a written
 * question. Only the customer who pays sees it; for anyone else it does not exist.
 */
export async function getCheckout(
  customerId: string,
  by: { meetingId?: string; sessionId?: string; paymentId?: string },
  now = new Date(),
): Promise<CheckoutSummary> {
  if (by.meetingId !== undefined && !isUuid(by.meetingId)) throw notFound();
  if (by.paymentId !== undefined && !isUuid(by.paymentId)) throw notFound();
  if (by.sessionId !== undefined && !/^[A-Za-z0-9_]{1,100}$/.test(by.sessionId)) throw notFound();
  if (!by.meetingId && !by.sessionId && !by.paymentId) throw notFound();
  const db = await getDb();
  const [row] = await selectPaymentWithTarget(db)
    .where(
      and(
        eq(t.payments.customerId, customerId),
        by.meetingId ? eq(t.payments.meetingId, by.meetingId) : undefined,
        by.sessionId ? eq(t.payments.providerSessionId, by.sessionId) : undefined,
        by.paymentId ? eq(t.payments.id, by.paymentId) : undefined,
      ),
    )
    .orderBy(desc(t.payments.createdAt))
    .limit(1)
    // A named statement, one per combination of keys (its text): the checkout page polls it, and a join of eight
    // tables costs more to plan than to run (scripts/bench/engagement-reads.ts).
    .prepare(`checkout_by_${[by.meetingId && 'meeting', by.sessionId && 'session', by.paymentId && 'payment'].filter(Boolean).join('_')}`)
    .execute();
  if (!row) throw notFound();
  const { payment, payerName, meeting, workItem, service, question, lawyer, clientZone, engagementKind: engaged } = row;
  const kind: CheckoutKind = service ? 'additional-service' : engagementKind(engaged ?? 'WORK_ITEM').checkout;
  const target = paymentTargetStatus(row);
  const state = checkoutState(payment.status, target, meeting?.holdExpiresAt ?? null, now);
  return {
    kind,
    meeting_id: meeting?.id ?? null,
    work_item_id: workItem?.id ?? null,
    additional_service_id: service?.id ?? null,
    question_id: question?.id ?? null,
    payment_id: payment.id,
    reference: payment.reference,
    fee_note: clientFeeNote(),
    receipt_url: meeting && payment.paidAt ? meetingReceiptPath(meeting.id) : null,
    session_id: payment.providerSessionId,
    provider: payment.provider,
    state,
    amount: payment.amountCentavos,
    method: payment.method,
    paid_at: payment.paidAt?.toISOString() ?? null,
    paid_by: payment.paidAt ? payerName : null,
    description: payment.description,
    checkout_url: state === 'pending' ? payment.checkoutUrl : null,
    hold_expires_at: meeting?.holdExpiresAt?.toISOString() ?? null,
    start_time: meeting?.startAt.toISOString() ?? null,
    duration: meeting?.durationMinutes ?? null,
    call_type: meeting?.callType ?? null,
    in_person: meeting ? meetingKindRules(meeting.kind).venue === 'office' : false,
    subject: meeting?.subject ?? service?.title ?? workItem?.title ?? payment.description,
    work_item_title: service ? (workItem?.title ?? null) : null,
    summary_path: meeting ? `/checkout?meeting=${meeting.id}` : `/checkout?payment=${payment.id}`,
    lawyer: { _id: lawyer.id, display_name: lawyer.name, picture_url: lawyer.picture, timezone: lawyer.zone },
    client_timezone: clientZone,
  };
}

/**
 * A checkout as a page in `locale` shows it: a subject that is the payment's stored description (a written
 * question's: "Written question – Atty. …") said in the page's language (issue 72 item 7: it was English on
 * the Filipino checkout); the case summary and a lawyer's titles stay as written.
 */
export function checkoutIn(checkout: CheckoutSummary, locale: Locale): CheckoutSummary {
  if (checkout.subject !== checkout.description) return checkout;
  return { ...checkout, subject: paymentDescriptionIn(checkout.description, locale) };
}
