'use client';

import { MeetingComments } from '@/components/meetings/meeting-comments';
import { MeetingFiles } from '@/components/meetings/meeting-files';
import { useMeeting } from '@/lib/api/meetings';
import { useT } from '@/lib/i18n/client';

/**
 * The meeting beside the call: the client's case (what they wrote when booking), the files both
 * parties shared (the booking's attachments among them) and the comments — live, refreshed when the
 * other party adds one (useSidePanel). Loaded once `ready`: not while the call is being set up.
 */
export function CallSidePanel({ meetingId, open, ready }: { meetingId: string; open: boolean; ready: boolean }) {
  const t = useT('call');
  const meeting = useMeeting(meetingId, undefined, { enabled: ready });
  const m = meeting.data;
  return (
    <aside
      id="call-side-panel"
      className={`${open ? 'fixed inset-x-0 bottom-0 top-14 z-20 block lg:static lg:w-96' : 'hidden'} overflow-y-auto bg-slate-100 p-3 text-slate-900 lg:rounded-2xl`}
      aria-label={t('panel.label')}
    >
      {m ? (
        <div className="flex flex-col gap-3">
          <section aria-labelledby="call-case-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h2 id="call-case-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {m.role === 'LAWYER' ? t('panel.clientCase') : t('panel.yourCase')}
            </h2>
            <p className="mt-1 font-semibold text-slate-900">{m.subject}</p>
            {m.description ? (
              <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{m.description}</p>
            ) : (
              <p className="mt-1 text-sm text-slate-500">{t('panel.noDescription')}</p>
            )}
          </section>
          <MeetingFiles meetingId={meetingId} files={m.files} status={m.status} closed={m.additions_closed} />
          <MeetingComments meetingId={meetingId} comments={m.comments} status={m.status} closed={m.additions_closed} />
        </div>
      ) : (
        <p className="p-3 text-sm text-slate-600">{meeting.isError ? t('panel.loadFailed') : t('panel.loading')}</p>
      )}
    </aside>
  );
}
