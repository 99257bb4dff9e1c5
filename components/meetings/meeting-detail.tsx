'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { formatDay, formatPeso, formatTime } from '@/components/lawyers/format';
import { withZone } from '@/lib/format/zoned-time';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { useMeeting } from '@/lib/api/meetings';
import { meetingCalendarPath } from '@/lib/config/calendar-links';
import { callLabel, isUpcoming, meetingWhen, otherParty } from './format';
import { CancelDialog } from './cancel-dialog';
import { CallAttendance } from './call-attendance';
import { JoinCallButton } from './join-call-button';
import { MeetingComments } from './meeting-comments';
import { MeetingFiles } from './meeting-files';
import { OutcomeNote } from './outcome-note';
import { RefundStatus } from './refund-status';
import { RescheduleForm } from './reschedule-form';
import { SharedTriage } from './shared-triage';
import { StatusBadge } from './status-badge';
import type { MeetingDetailDto } from '@/lib/dto/meeting';

/** One meeting for either party: details, actions, files, comments and its reschedule history. */
export function MeetingDetail({ initial }: { initial: MeetingDetailDto }) {
  const { data } = useMeeting(initial._id, initial);
  const meeting = data ?? initial;
  const zone = useViewerTimeZone();
  const [rescheduling, setRescheduling] = useState(false);
  const other = otherParty(meeting);
  const upcoming = isUpcoming(meeting);
  const portal = meeting.role === 'CUSTOMER' ? '/customer-portal' : '/lawyer-portal';

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="meeting-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Avatar src={other.picture} name={`${other.first} ${other.last}`} size={56} priority />
          <div className="min-w-0 flex-1">
            <h1 id="meeting-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
              {callLabel(meeting)} with {other.name}
            </h1>
            <p className="text-slate-700">{withZone(meetingWhen(meeting, zone), zone)}</p>
          </div>
          <div className="self-start sm:self-center">
            <StatusBadge status={meeting.status} />
          </div>
        </div>
        <OutcomeNote meeting={meeting} />
        <RefundStatus meeting={meeting} zone={zone} />
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
          {meeting.payment?.paid_at && (
            <div>
              <dt className="font-medium text-slate-600">Payment reference</dt>
              <dd className="font-mono tracking-wide text-slate-900" data-testid="payment-reference">
                {meeting.payment.reference}
              </dd>
            </div>
          )}
          {meeting.description && (
            <div className="sm:col-span-2">
              <dt className="font-medium text-slate-600">Details</dt>
              <dd className="whitespace-pre-wrap break-words text-slate-900">{meeting.description}</dd>
            </div>
          )}
        </dl>
        {meeting.triage && <SharedTriage triage={meeting.triage} role={meeting.role} />}
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
          {meeting.status === 'CONFIRMED' && upcoming && (
            // Not a page but a text/calendar file (Content-Disposition: attachment), so a plain link; no `download`
            // attribute, which makes iOS Safari file it away instead of offering to add the event to Calendar.
            <a href={meetingCalendarPath(meeting._id)} className="btn-outline">
              Add to calendar
            </a>
          )}
          {meeting.status === 'CONFIRMED' && upcoming && !rescheduling && (
            <button type="button" className="btn-outline" onClick={() => setRescheduling(true)}>
              Reschedule
            </button>
          )}
          {meeting.payment?.receipt_url && (
            <a href={meeting.payment.receipt_url} className="btn-outline">
              Download receipt (PDF)
            </a>
          )}
          <CancelDialog meeting={meeting} />
          {meeting.status === 'CONFIRMED' && meeting.cancellation && (
            <Link
              href="/cancellation-policy"
              className="self-center text-sm text-slate-600 underline-offset-2 hover:text-primary hover:underline"
            >
              Cancellation and refund policy
            </Link>
          )}
          {meeting.role === 'CUSTOMER' && (meeting.can_review || meeting.status === 'COMPLETED') && (
            <Link href={`${portal}/meeting/${meeting._id}/summary`} className={meeting.can_review ? 'btn-primary' : 'btn-outline'}>
              {!meeting.can_review ? 'Summary' : meeting.review ? 'Summary and review' : 'Leave a review'}
            </Link>
          )}
        </div>
        {rescheduling && <RescheduleForm meeting={meeting} onDone={() => setRescheduling(false)} />}
        {(['CONFIRMED', 'COMPLETED'].includes(meeting.status) || meeting.outcome) && (
          <CallAttendance entries={meeting.attendance} zone={zone} settled={Boolean(meeting.outcome)} />
        )}
        {meeting.reschedules.length > 0 && (
          <div className="mt-5">
            <h2 className="text-sm font-semibold text-slate-800">Reschedule history</h2>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {meeting.reschedules.map((r) => (
                <li key={r.created_at}>
                  From {formatDay(r.previous_start_time, zone)}, {formatTime(r.previous_start_time, zone)} to{' '}
                  {formatDay(r.new_start_time, zone)}, {formatTime(r.new_start_time, zone)} — {r.reason}
                  {r.details ? `: ${r.details}` : ''}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <MeetingFiles meetingId={meeting._id} files={meeting.files} closed={meeting.additions_closed} />
      <MeetingComments meetingId={meeting._id} comments={meeting.comments} closed={meeting.additions_closed} />
    </div>
  );
}
