'use client';

import { PhoneOff } from 'lucide-react';
import { useEffect } from 'react';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { CallAttendance } from '@/components/meetings/call-attendance';
import { ReviewForm } from '@/components/meetings/review-form';
import { StatusBadge } from '@/components/meetings/status-badge';
import { announceMeetingChange } from '@/lib/api/meeting-broadcast';
import { useMeeting } from '@/lib/api/meetings';
import type { CallRole } from '@/lib/dto/video-call';
import { useHref, useT } from '@/lib/i18n/client';

/** How long the screen keeps asking whether the meeting is settled (the other party's page leaves within a second or two). */
const WATCH = { everyMs: 1_000, times: 30 };

type Props = {
  meetingId: string;
  portal: string;
  role: CallRole;
  peerName: string;
  /** Who hung up: this person, or the other party (this page then left by itself). */
  endedBy: 'self' | 'peer';
};

/**
 * The screen a call turns into when it ends, for whoever hung up: who left, the meeting's status and
 * attendance, and for the client the review form as soon as the server's review rule allows it. The
 * meeting is settled when the second party's leave lands, so the screen asks again every second for
 * a little while; once it has moved on, the other tabs of this browser are told (their banner goes).
 */
export function AfterCall({ meetingId, portal, role, peerName, endedBy }: Props) {
  const t = useT('call');
  const href = useHref();
  const zone = useViewerTimeZone();
  const { data: meeting } = useMeeting(meetingId, undefined, {
    refetchInterval: (query) =>
      query.state.data?.status === 'CONFIRMED' && query.state.dataUpdateCount < WATCH.times ? WATCH.everyMs : false,
  });
  const settled = meeting !== undefined && meeting.status !== 'CONFIRMED';
  useEffect(() => {
    if (settled) announceMeetingChange(meetingId);
  }, [settled, meetingId]);

  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-10" aria-label={t('after.label')} data-call-phase="ended">
      <div className="mx-auto flex max-w-xl flex-col gap-5">
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-700">
              <PhoneOff size={20} aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <h1 className="text-xl font-bold text-slate-900">{t('after.heading')}</h1>
              <p role="status" className="text-slate-700">
                {endedBy === 'peer' ? t('after.peerLeft', { name: peerName }) : t('after.selfLeft')}
              </p>
            </div>
            {meeting && <StatusBadge status={meeting.status} />}
          </div>
          {meeting && <CallAttendance entries={meeting.attendance} zone={zone} settled={settled} />}
          <div className="mt-5 flex flex-wrap gap-2">
            {/* Full page loads: the portal renders its banner and this meeting afresh. */}
            <a href={href(`${portal}/meeting/${meetingId}`)} className="btn-outline">
              {t('after.backToMeeting')}
            </a>
            {role === 'CUSTOMER' && settled && (
              <a href={href(`${portal}/meeting/${meetingId}/summary`)} className="btn-outline">
                {t('after.summary')}
              </a>
            )}
          </div>
        </section>
        {role === 'CUSTOMER' && meeting?.can_review && <ReviewForm meetingId={meetingId} review={meeting.review} />}
      </div>
    </main>
  );
}
