'use client';

import { formatDay, formatTime } from '@/lib/format/zoned-time';
import type { AttendanceEntry } from '@/lib/dto/video-call';
import { useLocale, useT } from '@/lib/i18n/client';
import { type MeetingsT } from './format';

function duration(seconds: number, t: MeetingsT): string {
  if (seconds < 60) return t('attendance.seconds', { s: seconds });
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? t('attendance.minutes', { m: minutes }) : t('attendance.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

/** Who joined the call when and for how long: the record both sides need for a refund or a no-show (`settled`: the window has closed). */
export function CallAttendance({ entries, zone, settled = false }: { entries: AttendanceEntry[]; zone: string; settled?: boolean }) {
  const t = useT('meetings');
  const locale = useLocale();
  return (
    <div className="mt-5">
      <h2 className="text-sm font-semibold text-slate-800">{t('attendance.heading')}</h2>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{settled ? t('attendance.nobody') : t('attendance.nobodyYet')}</p>
      ) : (
        <ul aria-label={t('attendance.heading')} className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
          {entries.map((e) => (
            <li key={`${e.user_id}-${e.joined_at}`}>
              <span className="font-medium text-slate-900">{e.role === 'GUEST' ? t('attendance.guest', { name: e.name }) : e.name}</span>{' '}
              {t('attendance.joined', { day: formatDay(e.joined_at, zone, locale), time: formatTime(e.joined_at, zone, locale) })}
              {e.left_at
                ? t('attendance.left', { time: formatTime(e.left_at, zone, locale), duration: duration(e.seconds, t) })
                : t('attendance.soFar', { duration: duration(e.seconds, t) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
