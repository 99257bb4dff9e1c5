'use client';

import { formatTime } from '@/lib/format/zoned-time';
import { Phone, Video } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { Avatar } from '@/components/ui/avatar';
import { useNow } from '@/components/ui/use-now';
import { useMeetingChangesFromOtherTabs } from '@/lib/api/meeting-broadcast';
import { useLiveMeetings } from '@/lib/api/meetings';
import { isCallPagePath } from '@/lib/config/call-pages';
import type { LiveMeetingDto, LiveMeetingsDto } from '@/lib/dto/video-call';
import type { Locale } from '@/lib/i18n/paths';
import { useLocale, useT } from '@/lib/i18n/client';
import { inZone, type MeetingsT } from './format';

/**
 * The portals' "Join now" banner (issue 23): each of the viewer's meetings that can be joined now,
 * with the other party, the time, whether they are waiting, and the way in. The server decides the
 * window and the presence (GET meetings/live, polled), so the banner appears without a reload when
 * a call opens or the other party starts waiting, and drops it as soon as a call page of this browser
 * says its call ended. Not on the join pages themselves.
 */
export function LiveCallBanner({ initial, className = '' }: { initial?: LiveMeetingsDto; className?: string }) {
  const onCallPage = isCallPagePath(usePathname());
  const { data } = useLiveMeetings(initial, { enabled: !onCallPage });
  // A call ended in another tab (its call page says so): this page's meetings and banner follow at once.
  useMeetingChangesFromOtherTabs();
  const zone = useViewerTimeZone();
  const now = useNow(15_000);
  const t = useT('meetings');
  const meetings = onCallPage ? [] : (data?.results ?? []);
  // The region stays in the page while empty, so a screen reader hears the banner when it appears.
  return (
    <div aria-live="polite" className={meetings.length ? `container-page pt-4 sm:pt-6 ${className}` : undefined}>
      {meetings.length ? (
        <section aria-label={t('banner.label')}>
          <ul className="flex flex-col gap-3">
            {meetings.map((m) => (
              <LiveCallCard key={m._id} meeting={m} zone={zone} now={now} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** "Starts at 3:00 PM", "Started at 3:00 PM", "Ended at 3:30 PM" (the window closes a little after the end). */
function timing(m: LiveMeetingDto, zone: string, now: number | null, locale: Locale, t: MeetingsT): string {
  const at = (key: string, iso: string) => inZone(t(key, { time: formatTime(iso, zone, locale) }), zone, locale, t);
  if (now === null || now < Date.parse(m.start_time)) return at('banner.startsAt', m.start_time);
  if (now < Date.parse(m.end_time)) return at('banner.startedAt', m.start_time);
  return at('banner.endedAt', m.end_time);
}

function LiveCallCard({ meeting: m, zone, now }: { meeting: LiveMeetingDto; zone: string; now: number | null }) {
  const t = useT('meetings');
  const locale = useLocale();
  const kind = m.call_type;
  const KindIcon = m.call_type === 'PHONE' ? Phone : Video;
  const waiting = m.peer_waiting;
  const where = m.peer_presence === 'in-call' ? t('banner.inCall') : t('banner.waitingRoom');
  const call = t('banner.call', { kind });
  const when = timing(m, zone, now, locale, t);
  return (
    <li
      data-testid="live-call"
      data-waiting={waiting ? 'true' : 'false'}
      className={`flex flex-col gap-3 rounded-xl p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5 ${waiting ? 'bg-primary-700 text-white' : 'bg-white ring-1 ring-primary-200'}`}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3 sm:items-center sm:gap-4">
        <span className="relative shrink-0">
          <Avatar src={m.peer.picture_url} name={m.peer.name} size={48} className={waiting ? 'ring-2 ring-white' : ''} />
          {waiting ? (
            <span aria-hidden="true" className="absolute -bottom-0.5 -right-0.5 flex h-4 w-4">
              <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-secondary-300 opacity-75 motion-reduce:animate-none" />
              <span className="relative inline-flex h-4 w-4 rounded-full border-2 border-primary-700 bg-secondary-400" />
            </span>
          ) : null}
        </span>
        <div className="min-w-0">
          <p className={`font-semibold ${waiting ? 'text-base text-white sm:text-lg' : 'text-slate-900'}`}>
            {waiting ? t('banner.waiting', { name: m.peer.name }) : t('banner.consultation', { kind, name: m.peer.name })}
          </p>
          {/* Each fact on one line, the dot ending the one before: a narrow screen wraps between them. */}
          <p className={`mt-0.5 flex flex-wrap items-center gap-x-1.5 text-sm ${waiting ? 'text-primary-50' : 'text-slate-600'}`}>
            <KindIcon className="h-4 w-4 shrink-0" aria-hidden="true" />
            {(waiting ? [where, call, when] : [call, when]).map((fact, i, all) => (
              <span key={i} className="whitespace-nowrap">
                {fact}
                {i < all.length - 1 ? ' ·' : ''}
              </span>
            ))}
          </p>
        </div>
      </div>
      {/* A full page load, not a client-side transition: the join page's Permissions-Policy (camera and
          microphone allowed) applies only to a document loaded from it (next.config.mjs). */}
      <a href={m.join_path} className={`w-full shrink-0 px-5 py-2.5 sm:w-auto ${waiting ? 'btn-secondary' : 'btn-primary'}`}>
        {t('banner.joinNow')}
      </a>
    </li>
  );
}
