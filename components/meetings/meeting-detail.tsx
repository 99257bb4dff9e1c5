'use client';

import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'sonner';
import { UserAvatar } from '@/components/header/user-avatar';
import { formatDay, formatPeso, formatTime, zoneLabel } from '@/components/lawyers/format';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { useCancelMeeting, useMeeting } from '@/lib/api/meetings';
import { FREE_CANCELLATION_HOURS, NO_SHOW_AFTER_MINUTES, NO_SHOW_CLAIM_DAYS, isFreeCancellation } from '@/lib/config/cancellation';
import { MEETING_MESSAGES } from '@/lib/validation/meetings';
import { callLabel, hasEnded, isUpcoming, meetingWhen, otherParty } from './format';
import { CallAttendance } from './call-attendance';
import { JoinCallButton } from './join-call-button';
import { MeetingComments } from './meeting-comments';
import { MeetingFiles } from './meeting-files';
import { RescheduleForm } from './reschedule-form';
import { StatusBadge } from './status-badge';
import type { MeetingDetailDto } from '@/lib/dto/meeting';

/** One meeting for either party: details, actions, files, comments and its reschedule history. */
export function MeetingDetail({ initial }: { initial: MeetingDetailDto }) {
  const { data } = useMeeting(initial._id, initial);
  const meeting = data ?? initial;
  const zone = useViewerTimeZone();
  const [rescheduling, setRescheduling] = useState(false);
  const cancel = useCancelMeeting(meeting._id);
  const other = otherParty(meeting);
  const upcoming = isUpcoming(meeting);
  const portal = meeting.role === 'CUSTOMER' ? '/customer-portal' : '/lawyer-portal';

  const noShowClaim = isLawyerNoShow(meeting);
  const cancelMeeting = async () => {
    if (!window.confirm(cancelQuestion(meeting, noShowClaim))) return;
    try {
      await cancel.mutateAsync(undefined);
      toast.success(MEETING_MESSAGES.cancelled);
    } catch {
      toast.error(MEETING_MESSAGES.cancelFailed);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="meeting-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <UserAvatar user={{ first_name: other.first, last_name: other.last, picture_url: other.picture }} size={56} />
          <div className="min-w-0 flex-1">
            <h1 id="meeting-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
              {callLabel(meeting)} with {other.name}
            </h1>
            <p className="text-slate-700">
              {meetingWhen(meeting, zone)} ({zoneLabel(zone)})
            </p>
          </div>
          <div className="self-start sm:self-center">
            <StatusBadge status={meeting.status} />
          </div>
        </div>
        <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-600">Case summary</dt>
            <dd className="break-words text-slate-900">{meeting.subject}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Fee</dt>
            <dd className="text-slate-900">
              {meeting.work_item_id ? (
                <Link href={`${portal}/work-items/${meeting.work_item_id}`} className="text-primary hover:underline">
                  Included in the engagement
                </Link>
              ) : (
                <>
                  {formatPeso(meeting.price)}
                  {meeting.payment?.status === 'PAID' && ' · paid'}
                </>
              )}
            </dd>
          </div>
          {meeting.description && (
            <div className="sm:col-span-2">
              <dt className="font-medium text-slate-600">Details</dt>
              <dd className="whitespace-pre-wrap break-words text-slate-900">{meeting.description}</dd>
            </div>
          )}
        </dl>
        {meeting.call_type === 'PHONE' && (
          <p className="mt-4 rounded-lg bg-primary-50 p-3 text-sm text-slate-800">
            A phone consultation is an audio call in your browser: join it here at the start time. Nobody will ring your phone.
          </p>
        )}
        <div className="mt-5 flex flex-wrap gap-2">
          <JoinCallButton meeting={meeting} href={`${portal}/meeting/${meeting._id}/join`} />
          {meeting.payment?.checkout_url && (
            <a href={meeting.payment.checkout_url} className="btn-primary">
              Continue to payment
            </a>
          )}
          {meeting.status === 'CONFIRMED' && upcoming && !rescheduling && (
            <button type="button" className="btn-outline" onClick={() => setRescheduling(true)}>
              Reschedule
            </button>
          )}
          {(meeting.status === 'CONFIRMED' || meeting.status === 'PAYMENT_PENDING') && (upcoming || noShowClaim) && (
            <button type="button" className="btn-ghost text-red-700" onClick={cancelMeeting} disabled={cancel.isPending}>
              Cancel meeting
            </button>
          )}
          {(meeting.status === 'CONFIRMED' && (upcoming || noShowClaim)) && (
            <Link href="/cancellation-policy" className="self-center text-sm text-slate-600 underline-offset-2 hover:text-primary hover:underline">
              Cancellation and refund policy
            </Link>
          )}
          {meeting.role === 'CUSTOMER' && hasEnded(meeting) && ['CONFIRMED', 'COMPLETED'].includes(meeting.status) && (
            <Link href={`${portal}/meeting/${meeting._id}/summary`} className="btn-primary">
              {meeting.review ? 'Summary and review' : 'Leave a review'}
            </Link>
          )}
        </div>
        {rescheduling && <RescheduleForm meeting={meeting} onDone={() => setRescheduling(false)} />}
        {['CONFIRMED', 'COMPLETED'].includes(meeting.status) && <CallAttendance entries={meeting.attendance} zone={zone} />}
        {meeting.reschedules.length > 0 && (
          <div className="mt-5">
            <h2 className="text-sm font-semibold text-slate-800">Reschedule history</h2>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {meeting.reschedules.map((r) => (
                <li key={r.created_at}>
                  From {formatDay(r.previous_start_time, zone)}, {formatTime(r.previous_start_time, zone)} to {formatDay(r.new_start_time, zone)},{' '}
                  {formatTime(r.new_start_time, zone)} — {r.reason}
                  {r.details ? `: ${r.details}` : ''}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <MeetingFiles meetingId={meeting._id} files={meeting.files} />
      <MeetingComments meetingId={meeting._id} comments={meeting.comments} />
    </div>
  );
}

/** The client's claim when the lawyer has not joined (the server's rule decides; this only offers the button). */
function isLawyerNoShow(m: MeetingDetailDto, now = Date.now()): boolean {
  if (m.role !== 'CUSTOMER' || m.status !== 'CONFIRMED' || m.work_item_id) return false;
  const start = Date.parse(m.start_time);
  const lawyerJoined = m.attendance.some((a) => a.role === 'LAWYER');
  return !lawyerJoined && now >= start + NO_SHOW_AFTER_MINUTES * 60_000 && now <= Date.parse(m.end_time) + NO_SHOW_CLAIM_DAYS * 86_400_000;
}

/** The confirm text says what the cancellation policy gives back, before the party decides. */
function cancelQuestion(m: MeetingDetailDto, noShow: boolean): string {
  if (noShow) return 'The lawyer did not join. Cancel this meeting? You get a full refund.';
  if (m.status !== 'CONFIRMED' || m.work_item_id || m.price === 0) return 'Cancel this meeting? The time will be released.';
  if (m.role === 'LAWYER') return 'Cancel this meeting? The time will be released and the client gets a full refund.';
  return isFreeCancellation(new Date(m.start_time), new Date())
    ? 'Cancel this meeting? The time will be released and you get a full refund.'
    : `Cancel this meeting? It starts in less than ${FREE_CANCELLATION_HOURS} hours, so the fee is not refunded. You can reschedule instead.`;
}
