import { formatDay, formatTime } from '@/components/lawyers/format';
import type { AttendanceEntry } from '@/lib/dto/video-call';

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Who joined the call when and for how long: the record both sides need for a refund or a no-show (`settled`: the window has closed). */
export function CallAttendance({ entries, zone, settled = false }: { entries: AttendanceEntry[]; zone: string; settled?: boolean }) {
  return (
    <div className="mt-5">
      <h2 className="text-sm font-semibold text-slate-800">Call attendance</h2>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{settled ? 'Nobody joined the call.' : 'Nobody has joined the call yet.'}</p>
      ) : (
        <ul aria-label="Call attendance" className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
          {entries.map((e) => (
            <li key={`${e.user_id}-${e.joined_at}`}>
              <span className="font-medium text-slate-900">{e.name}</span> joined {formatDay(e.joined_at, zone)},{' '}
              {formatTime(e.joined_at, zone)}
              {e.left_at ? `, left ${formatTime(e.left_at, zone)} · ${duration(e.seconds)}` : ` · ${duration(e.seconds)} so far`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
