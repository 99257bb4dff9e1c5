import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/http/errors';
import { isUuid } from '@/lib/validation/ids';
import type { CheckoutState, CheckoutSummary } from '@/lib/dto/checkout';

const notFound = () => new AppError('NOT_FOUND', 'Checkout not found.', { key: 'CHECKOUT_NOT_FOUND' });

/** The state read from our database — never from the redirect that brought the browser back. */
export function checkoutState(payment: string, meeting: string, holdExpiresAt: Date | null, now = new Date()): CheckoutState {
  if (payment === 'PAID' && (meeting === 'CONFIRMED' || meeting === 'COMPLETED')) return 'paid';
  if (payment === 'REFUND_REQUIRED' || payment === 'REFUNDED') return 'refund';
  if (payment === 'FAILED' || meeting === 'PAYMENT_FAILED') return 'failed';
  if (meeting === 'CANCELLED' || payment === 'CANCELLED') return 'cancelled';
  if (payment === 'EXPIRED' || meeting === 'EXPIRED' || (holdExpiresAt && holdExpiresAt.getTime() <= now.getTime())) return 'expired';
  return 'pending';
}

/**
 * The payer's view of a booking's latest payment attempt, by meeting id or by provider session id.
 * Only the customer who booked sees it; for anyone else it does not exist.
 */
export async function getCheckout(customerId: string, by: { meetingId?: string; sessionId?: string }, now = new Date()): Promise<CheckoutSummary> {
  if (by.meetingId !== undefined && !isUuid(by.meetingId)) throw notFound();
  if (by.sessionId !== undefined && !/^[A-Za-z0-9_]{1,100}$/.test(by.sessionId)) throw notFound();
  const db = await getDb();
  const [row] = await db
    .select({ payment: t.payments, meeting: t.meetings, lawyer: { id: t.lawyerProfiles.userId, name: t.lawyerProfiles.displayName, picture: t.lawyerProfiles.pictureUrl, zone: t.lawyerProfiles.timezone } })
    .from(t.payments)
    .innerJoin(t.meetings, eq(t.meetings.id, t.payments.meetingId))
    .innerJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, t.meetings.lawyerId))
    .where(
      and(
        eq(t.payments.customerId, customerId),
        by.meetingId ? eq(t.payments.meetingId, by.meetingId) : undefined,
        by.sessionId ? eq(t.payments.providerSessionId, by.sessionId) : undefined,
      ),
    )
    .orderBy(desc(t.payments.createdAt))
    .limit(1);
  if (!row || (!by.meetingId && !by.sessionId)) throw notFound();
  const { payment, meeting, lawyer } = row;
  const state = checkoutState(payment.status, meeting.status, meeting.holdExpiresAt, now);
  return {
    meeting_id: meeting.id,
    payment_id: payment.id,
    session_id: payment.providerSessionId,
    provider: payment.provider,
    state,
    amount: payment.amountCentavos,
    method: payment.method,
    description: payment.description,
    checkout_url: state === 'pending' ? payment.checkoutUrl : null,
    hold_expires_at: meeting.holdExpiresAt?.toISOString() ?? null,
    start_time: meeting.startAt.toISOString(),
    duration: meeting.durationMinutes,
    call_type: meeting.callType,
    subject: meeting.subject,
    lawyer: { _id: lawyer.id, display_name: lawyer.name, picture_url: lawyer.picture, timezone: lawyer.zone },
  };
}
