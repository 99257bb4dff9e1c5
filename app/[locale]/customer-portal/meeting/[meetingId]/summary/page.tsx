import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatPeso } from '@/components/lawyers/format';
import { formatDayTime, withZone } from '@/lib/format/zoned-time';
import { CallAttendance } from '@/components/meetings/call-attendance';
import { callLabel } from '@/components/meetings/format';
import { OutcomeNote } from '@/components/meetings/outcome-note';
import { ReviewForm } from '@/components/meetings/review-form';
import { StatusBadge } from '@/components/meetings/status-badge';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getMeeting } from '@/lib/server/meetings/get-meeting';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

export const metadata: Metadata = { title: 'Meeting summary' };
export const dynamic = 'force-dynamic';

/** After the call: what happened (time, fee, files, comments, the settled outcome) and the review form when the server's review rule allows it (customer only). */
export default async function MeetingSummaryPage({ params }: { params: Promise<{ meetingId: string }> }) {
  const { meetingId } = await params;
  const user = await requirePageUser(`/customer-portal/meeting/${encodeURIComponent(meetingId)}/summary`);
  const meeting = await getMeeting(user.id, meetingId).catch(() => notFound());
  if (meeting.role !== 'CUSTOMER') notFound();
  const zone = DEFAULT_TIME_ZONE;
  return (
    <div className="container-page max-w-3xl py-8">
      <Link href={`/customer-portal/meeting/${meeting._id}`} className="text-sm font-medium text-primary hover:underline">
        ← Meeting
      </Link>
      <section aria-labelledby="summary-heading" className="mt-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id="summary-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
            Meeting summary
          </h1>
          <StatusBadge status={meeting.status} />
        </div>
        <OutcomeNote meeting={meeting} />
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-600">Lawyer</dt>
            <dd className="text-slate-900">Atty. {meeting.lawyer.display_name}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">When</dt>
            <dd className="text-slate-900">{withZone(formatDayTime(meeting.start_time, zone), zone)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Consultation</dt>
            <dd className="text-slate-900">{callLabel(meeting)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Fee</dt>
            <dd className="text-slate-900">{formatPeso(meeting.price)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-600">Case summary</dt>
            <dd className="break-words text-slate-900">{meeting.subject}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Files</dt>
            <dd className="text-slate-900">{meeting.files.length}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Comments</dt>
            <dd className="text-slate-900">{meeting.comments.length}</dd>
          </div>
        </dl>
        <CallAttendance entries={meeting.attendance} zone={zone} settled={Boolean(meeting.outcome)} />
      </section>
      <div className="mt-6">
        {meeting.can_review ? (
          <ReviewForm meetingId={meeting._id} review={meeting.review} />
        ) : (
          <p className="rounded-xl bg-white p-5 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">{meeting.review_refusal}</p>
        )}
      </div>
    </div>
  );
}
