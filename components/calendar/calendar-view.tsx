'use client';

import { format } from 'date-fns';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { formatTime, zoneLabel } from '@/components/lawyers/format';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { useBlockers, type CalendarBlocker } from '@/lib/api/blockers';
import { useMeetings } from '@/lib/api/meetings';
import { BlockerForm } from './blocker-form';
import { calendarRange, dayKeyOf, shiftAnchor, type CalendarMode } from './calendar-range';
import type { MeetingDto } from '@/lib/dto/meeting';

type Item = { kind: 'meeting'; start: string; end: string; meeting: MeetingDto } | { kind: 'blocker'; start: string; end: string; blocker: CalendarBlocker };

/** The lawyer's calendar: week and month views of meetings and blockers, with blocker add/edit/delete. */
export function CalendarView() {
  const zone = useViewerTimeZone();
  const [mode, setMode] = useState<CalendarMode>('week');
  const [anchor, setAnchor] = useState(() => new Date());
  const [editing, setEditing] = useState<{ blocker?: CalendarBlocker; day?: string } | null>(null);
  const range = useMemo(() => calendarRange(mode, anchor, zone), [mode, anchor, zone]);
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const meetings = useMeetings({ from, to, limit: 200, tz: zone });
  const blockers = useBlockers(from, to);

  const byDay = useMemo(() => {
    const map = new Map<string, Item[]>();
    const items: Item[] = [
      ...(meetings.data?.results ?? []).map((m): Item => ({ kind: 'meeting', start: m.start_time, end: m.end_time, meeting: m })),
      ...(blockers.data ?? []).map((b): Item => ({ kind: 'blocker', start: b.start_time, end: b.end_time, blocker: b })),
    ];
    for (const item of items) {
      // A blocker spanning days shows on each of them.
      for (const day of range.days) {
        const dayStart = day.getTime();
        const dayEnd = dayStart + 86_400_000;
        if (Date.parse(item.start) < dayEnd && Date.parse(item.end) > dayStart) {
          const key = dayKeyOf(day, zone);
          map.set(key, [...(map.get(key) ?? []), item]);
        }
      }
    }
    for (const list of map.values()) list.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    return map;
  }, [meetings.data, blockers.data, range.days, zone]);

  const today = dayKeyOf(new Date(), zone);
  const month = format(range.days[Math.floor(range.days.length / 2)], 'M');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="View" className="inline-flex rounded-md ring-1 ring-slate-300">
          {(['week', 'month'] as const).map((m) => (
            <button key={m} type="button" aria-pressed={mode === m} onClick={() => setMode(m)} className={`px-3 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md ${mode === m ? 'bg-primary text-white' : 'bg-white text-slate-700'}`}>
              {m === 'week' ? 'Week' : 'Month'}
            </button>
          ))}
        </div>
        <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => setAnchor(shiftAnchor(mode, anchor, -1, zone))} aria-label={`Previous ${mode}`}>
          ‹
        </button>
        <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => setAnchor(new Date())}>
          Today
        </button>
        <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => setAnchor(shiftAnchor(mode, anchor, 1, zone))} aria-label={`Next ${mode}`}>
          ›
        </button>
        <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">{range.title}</h2>
        <button type="button" className="btn-primary ml-auto" onClick={() => setEditing({})}>
          Block time
        </button>
      </div>
      <p className="text-xs text-slate-600">Times shown in {zoneLabel(zone)}</p>
      {editing && <BlockerForm zone={zone} blocker={editing.blocker} day={editing.day} onDone={() => setEditing(null)} />}
      {(meetings.isError || blockers.isError) && <p className="text-sm text-red-700">Failed to load the calendar.</p>}
      <div className={mode === 'week' ? 'grid gap-2 md:grid-cols-7' : 'grid grid-cols-7 gap-1'} data-testid={`calendar-${mode}`}>
        {mode === 'month' &&
          ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d) => (
            <div key={d} className="text-center text-xs font-medium text-slate-600">
              {d}
            </div>
          ))}
        {range.days.map((day) => {
          const key = dayKeyOf(day, zone);
          const items = byDay.get(key) ?? [];
          const outside = mode === 'month' && format(day, 'M') !== month;
          return (
            <section
              key={key}
              aria-label={format(day, 'EEEE d MMMM')}
              className={`min-w-0 rounded-lg p-2 ring-1 ${key === today ? 'ring-primary' : 'ring-slate-200'} ${outside ? 'bg-slate-50' : 'bg-white'} ${mode === 'month' ? 'min-h-20' : 'md:min-h-40'}`}
            >
              <button type="button" onClick={() => setEditing({ day: key })} className="w-full text-left text-xs font-semibold text-slate-700 hover:text-primary" aria-label={`Block time on ${format(day, 'd MMMM')}`}>
                {mode === 'week' ? format(day, 'EEE d') : format(day, 'd')}
              </button>
              <ul className="mt-1 flex flex-col gap-1">
                {items.map((item) => (
                  <li key={`${item.kind}-${item.kind === 'meeting' ? item.meeting._id : item.blocker._id}`}>
                    {item.kind === 'meeting' ? (
                      <Link href={`/lawyer-portal/meeting/${item.meeting._id}`} className={`block truncate rounded px-1.5 py-1 text-xs ${item.meeting.status === 'PAYMENT_PENDING' ? 'bg-amber-100 text-amber-900' : item.meeting.status === 'CANCELLED' ? 'bg-slate-100 text-slate-500 line-through' : 'bg-primary-100 text-primary-900'}`}>
                        {formatTime(item.start, zone)} {item.meeting.customer.first_name} {item.meeting.customer.last_name}
                      </Link>
                    ) : (
                      <button type="button" onClick={() => setEditing({ blocker: item.blocker })} className="block w-full truncate rounded bg-slate-200 px-1.5 py-1 text-left text-xs text-slate-800">
                        {formatTime(item.start, zone)} {item.blocker.title || 'Blocked'}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
