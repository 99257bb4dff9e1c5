import 'server-only';
import type { Locale } from '@/lib/i18n/paths';
import { meetingReceiptPath } from '@/lib/config/calendar-links';
import { desc, eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { findPartyMeetingOrThrow, meetingNotFound } from './find-party-meeting';
import { previewCancellation } from './cancellation-preview';
import { listMeetingFiles } from './meeting-files';
import { meetingSelect } from './meeting-query';
import { toMeetingDto, type MeetingRow } from './meeting-dto';
import { findMeetingReview } from './save-review';
import { listMeetingComments } from './meeting-comments';
import { isUuid } from '@/lib/validation/ids';
import { listAttendance } from './attendance';
import { reviewRefusal } from './review-rule';
import { meetingAdditionsClosed } from '@/lib/rules/meeting-additions';
import { reschedulesLeft } from '@/lib/rules/reschedule-limit';
import { findMeetingRefund } from '@/lib/server/payments/refunds/find-meeting-refund';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import { readSharedAnswers } from '@/features/where-to-start/reference/where-to-start-words';

/** The "Where do I start?" answers the client shared, in words (read again: a code no longer known is left out). */
function sharedWhereToStartDto(stored: string | null, locale: Locale): MeetingDetailDto['triage'] {
  const shared = stored ? readSharedAnswers(stored, locale) : null;
  return shared ? { rows: shared.rows, answer_url: shared.answerUrl } : null;
}

/** GET meeting/{id}: the meeting with its files, comments and review — for its two parties only. */
/** `locale`: the language of the words the answer carries (the shared "Where do I start?" rows): the page's. */
export async function getMeeting(userId: string, meetingId: string, locale: Locale): Promise<MeetingDetailDto> {
  if (!isUuid(meetingId)) throw meetingNotFound();
  const db = await getDb();
  const [row] = await queryRows<MeetingRow>(
    db,
    sql`${meetingSelect(userId)} WHERE m.id = ${meetingId}::uuid AND (m.customer_id = ${userId}::uuid OR m.lawyer_id = ${userId}::uuid)`,
  );
  if (!row) throw meetingNotFound();
  const meeting = toMeetingDto(row, userId);
  const names = {
    [meeting.customer._id]: `${meeting.customer.first_name} ${meeting.customer.last_name}`.trim(),
    [meeting.lawyer._id]: `Atty. ${meeting.lawyer.display_name}`,
  };
  const [files, comments, review, reschedules, [payment], attendance, party, refund] = await Promise.all([
    listMeetingFiles(userId, meetingId),
    listMeetingComments(userId, meetingId),
    findMeetingReview(meetingId),
    db
      .select()
      .from(t.meetingReschedules)
      .where(eq(t.meetingReschedules.meetingId, meetingId))
      .orderBy(desc(t.meetingReschedules.createdAt)),
    db
      .select({
        status: t.payments.status,
        reference: t.payments.reference,
        method: t.payments.method,
        amount: t.payments.amountCentavos,
        paidAt: t.payments.paidAt,
        checkoutUrl: t.payments.checkoutUrl,
      })
      .from(t.payments)
      .where(eq(t.payments.meetingId, meetingId))
      .orderBy(desc(t.payments.createdAt))
      .limit(1),
    listAttendance(meetingId, { customerId: meeting.customer._id, lawyerId: meeting.lawyer._id, names }),
    findPartyMeetingOrThrow(userId, meetingId, db),
    findMeetingRefund(meetingId),
  ]);
  const cancellation = await previewCancellation(party, locale);
  const refusal = reviewRefusal({
    role: meeting.role,
    status: meeting.status,
    endAt: new Date(meeting.end_time),
    clientJoined: attendance.some((a) => a.user_id === meeting.customer._id),
    now: new Date(),
  });
  return {
    ...meeting,
    files,
    comments: comments.results,
    review,
    cancellation,
    cancelled: party.cancelledAt ? { at: party.cancelledAt.toISOString(), reason: party.cancelReason } : null,
    additions_closed: meetingAdditionsClosed(meeting.status),
    triage: sharedWhereToStartDto(party.triageAnswers, locale),
    reschedules_left: reschedulesLeft(reschedules.filter((r) => r.byUserId === userId).length),
    can_review: !refusal,
    review_refusal: refusal?.message ?? null,
    review_refusal_code: refusal?.errorKey ?? null,
    attendance,
    reschedules: reschedules.map((r) => ({
      previous_start_time: r.previousStartAt.toISOString(),
      new_start_time: r.newStartAt.toISOString(),
      reason: r.reason,
      details: r.details,
      created_at: r.createdAt.toISOString(),
    })),
    payment: payment
      ? {
          status: payment.status,
          reference: payment.reference,
          method: payment.method,
          amount: payment.amount,
          paid_at: payment.paidAt?.toISOString() ?? null,
          // Only the payer may go back to an open checkout.
          checkout_url:
            meeting.role === 'CUSTOMER' && payment.status === 'PENDING' && meeting.status === 'PAYMENT_PENDING'
              ? payment.checkoutUrl
              : null,
          receipt_url: meeting.role === 'CUSTOMER' && payment.paidAt ? meetingReceiptPath(meetingId) : null,
        }
      : null,
    refund,
  };
}
