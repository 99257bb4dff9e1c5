'use client';

import { formatDayTime } from '@/lib/format/zoned-time';
import Link from 'next/link';
import { useState } from 'react';
import { DataEstimate, estimateLine } from '@/components/call/data-estimate';
import { Avatar } from '@/components/ui/avatar';
import { useNow } from '@/components/ui/use-now';
import { formatPeso } from '@/components/lawyers/format';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { useMeeting } from '@/lib/api/meetings';
import { meetingCalendarPath } from '@/lib/config/calendar-links';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import { callLabel, isUpcoming, meetingWhenIn, otherParty } from './format';
import { meetingZone, rulesOfWire } from '@/lib/rules/meeting-kinds';
import { CancelDialog } from './cancel-dialog';
import { CallAttendance } from './call-attendance';
import { InPersonAppointment, InPersonOutcome } from './in-person-appointment';
import { JoinCallButton } from './join-call-button';
import { MeetingComments } from './meeting-comments';
import { MeetingFiles } from './meeting-files';
import { MeetingGuest } from './meeting-guest';
import { OutcomeNote } from './outcome-note';
import { RefundStatus } from './refund-status';
import { RescheduleForm } from './reschedule-form';
import { SharedWhereToStart } from './shared-where-to-start';
import { StatusBadge } from './status-badge';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import { estimatesFor } from '@/lib/reference/call-data';

/** One meeting for either party: details, actions, files, comments and its reschedule history. */
export function MeetingDetail({ initial }: { initial: MeetingDetailDto }) {
  const { data } = useMeeting(initial._id, initial);
  const meeting = data ?? initial;
  // An office visit in the office's (Philippine) time, a call in the viewer's own zone.
  const zone = meetingZone(meeting, useViewerTimeZone());
  const [rescheduling, setRescheduling] = useState(false);
  const other = otherParty(meeting);
  const upcoming = isUpcoming(meeting);
  const portal = meeting.role === 'CUSTOMER' ? '/customer-portal' : '/lawyer-portal';
  const t = useT('meetings');
  const locale = useLocale();
  const href = useHref();
  const at = (iso: string) => formatDayTime(iso, zone, locale);
  // A notarial appointment (issue 43): in person at the office — its address and checklist, never a call.
  const rules = rulesOfWire(meeting);
  const call = rules.venue === 'call';
  const office = meeting.in_person;
  const payAtOffice = office?.pay_at_office ?? false;
  const now = useNow(60_000);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="meeting-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Avatar src={other.picture} name={`${other.first} ${other.last}`} size={56} priority />
          <div className="min-w-0 flex-1">
            <h1 id="meeting-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
              {t(rules.texts.detailHeading, { call: callLabel(meeting, t), name: other.name })}
            </h1>
            <p className="text-slate-700">{meetingWhenIn(meeting, zone, locale, t)}</p>
          </div>
          <div className="self-start sm:self-center">
            <StatusBadge status={meeting.status} />
          </div>
        </div>
        <OutcomeNote meeting={meeting} />
        <RefundStatus meeting={meeting} zone={zone} />
        <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-600">{t('detail.caseSummary')}</dt>
            <dd className="break-words text-slate-900">{meeting.subject}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{t('detail.fee')}</dt>
            <dd className="text-slate-900">
              {meeting.work_item_id ? (
                <Link href={href(`${portal}/work-items/${meeting.work_item_id}`)} className="text-primary hover:underline">
                  {t('detail.included')}
                </Link>
              ) : (
                <>
                  {formatPeso(meeting.price)}
                  {meeting.payment?.status === 'PAID' && ` · ${t('detail.paid')}`}
                  {payAtOffice && ` · ${t('detail.payAtOffice')}`}
                </>
              )}
            </dd>
          </div>
          {meeting.payment?.paid_at && (
            <div>
              <dt className="font-medium text-slate-600">{t('detail.paymentReference')}</dt>
              <dd className="font-mono tracking-wide text-slate-900" data-testid="payment-reference">
                {meeting.payment.reference}
              </dd>
            </div>
          )}
          {meeting.description && (
            <div className="sm:col-span-2">
              <dt className="font-medium text-slate-600">{t('detail.details')}</dt>
              <dd className="whitespace-pre-wrap break-words text-slate-900">{meeting.description}</dd>
            </div>
          )}
        </dl>
        {meeting.triage && <SharedWhereToStart triage={meeting.triage} role={meeting.role} />}
        {office && <InPersonAppointment appointment={office} meetingId={meeting._id} />}
        <InPersonOutcome meeting={meeting} />
        {call && meeting.call_type === 'PHONE' && (
          <p className="mt-4 rounded-lg bg-primary-50 p-3 text-sm text-slate-800">{t('detail.phoneNote')}</p>
        )}
        {/* The data a call costs (issue 44): an in-person appointment has no call. */}
        {call && (meeting.status === 'CONFIRMED' || meeting.status === 'PAYMENT_PENDING') && upcoming && (
          <DataEstimate
            className="mt-4"
            heading={t('data.heading', { minutes: meeting.duration })}
            rows={estimatesFor(meeting.call_type, meeting.duration).map((e) => ({ mode: e.mode, text: estimateLine(t, e) }))}
            note={t('data.note')}
          />
        )}
        <div className="mt-5 flex flex-wrap gap-2">
          {call && <JoinCallButton meeting={meeting} href={href(`${portal}/meeting/${meeting._id}/join`)} />}
          {meeting.payment?.checkout_url && (
            <a href={meeting.payment.checkout_url} className="btn-primary">
              {t('detail.pay')}
            </a>
          )}
          {meeting.status === 'CONFIRMED' && upcoming && (
            // Not a page but a text/calendar file (Content-Disposition: attachment), so a plain link; no `download`
            // attribute, which makes iOS Safari file it away instead of offering to add the event to Calendar.
            <a href={meetingCalendarPath(meeting._id)} className="btn-outline">
              {t('detail.calendar')}
            </a>
          )}
          {meeting.status === 'CONFIRMED' && upcoming && !rescheduling && (
            <button type="button" className="btn-outline" onClick={() => setRescheduling(true)}>
              {t('detail.reschedule')}
            </button>
          )}
          {meeting.payment?.receipt_url && (
            <a href={meeting.payment.receipt_url} className="btn-outline">
              {t('detail.receipt')}
            </a>
          )}
          <CancelDialog meeting={meeting} />
          {meeting.status === 'CONFIRMED' && meeting.cancellation && (
            <Link
              href={href('/cancellation-policy')}
              className="self-center text-sm text-slate-600 underline-offset-2 hover:text-primary hover:underline"
            >
              {t('detail.policy')}
            </Link>
          )}
          {meeting.role === 'CUSTOMER' && (meeting.can_review || meeting.status === 'COMPLETED') && (
            <Link href={href(`${portal}/meeting/${meeting._id}/summary`)} className={meeting.can_review ? 'btn-primary' : 'btn-outline'}>
              {t(!meeting.can_review ? 'detail.summary' : meeting.review ? 'detail.summaryReview' : 'detail.leaveReview')}
            </Link>
          )}
        </div>
        {rescheduling && <RescheduleForm meeting={meeting} onDone={() => setRescheduling(false)} />}
        {call && ['PAYMENT_PENDING', 'CONFIRMED', 'COMPLETED'].includes(meeting.status) && (
          // Issue 63 item 5: one relative on the call, invited by the client while the consultation is ahead.
          <MeetingGuest
            meetingId={meeting._id}
            isClient={meeting.role === 'CUSTOMER'}
            open={meeting.status !== 'COMPLETED' && now !== null && Date.parse(meeting.end_time) > now}
          />
        )}
        {call && (['CONFIRMED', 'COMPLETED'].includes(meeting.status) || meeting.outcome) && (
          <CallAttendance entries={meeting.attendance} zone={zone} settled={Boolean(meeting.outcome)} />
        )}
        {meeting.reschedules.length > 0 && (
          <div className="mt-5">
            <h2 className="text-sm font-semibold text-slate-800">{t('detail.history')}</h2>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {meeting.reschedules.map((r) => (
                <li key={r.created_at}>
                  {t('detail.historyItem', { from: at(r.previous_start_time), to: at(r.new_start_time), reason: r.reason })}
                  {r.details ? `: ${r.details}` : ''}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <MeetingFiles meetingId={meeting._id} files={meeting.files} status={meeting.status} closed={meeting.additions_closed} />
      <MeetingComments meetingId={meeting._id} comments={meeting.comments} status={meeting.status} closed={meeting.additions_closed} />
    </div>
  );
}
