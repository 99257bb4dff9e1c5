'use client';

import { format } from 'date-fns';
import Link from 'next/link';
import type { TZDate } from '@date-fns/tz';
import { useMemo } from 'react';
import { formatTime } from '@/components/lawyers/format';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import type { CalendarBlocker } from '@/lib/api/blockers';
import { dayKeyOf } from '@/lib/format/calendar-range';
import type { MeetingDto } from '@/lib/dto/meeting';
import { rulesOfWire } from '@/lib/rules/meeting-kinds';
import { useCalendarDates } from './calendar-dates';

type Item =
  | { kind: 'meeting'; start: string; end: string; meeting: MeetingDto }
  | { kind: 'blocker'; start: string; end: string; blocker: CalendarBlocker };

/**
 * The calendar's month overview: a cell per day with its meetings (linked to their pages) and blockers in
 * order of start. A day's number opens the blocker form on that day (`onBlockDay`); a blocker opens it to edit.
 */
export function MonthGrid({
  days,
  zone,
  meetings,
  blockers,
  today,
  onBlockDay,
  onBlocker,
}: {
  days: TZDate[];
  zone: string;
  meetings: MeetingDto[];
  blockers: CalendarBlocker[];
  today: string;
  onBlockDay: (day: string) => void;
  onBlocker: (blocker: CalendarBlocker) => void;
}) {
  const t = useT('calendar');
  const locale = useLocale();
  const href = useHref();
  const dates = useCalendarDates(zone);
  const byDay = useMemo(() => {
    const map = new Map<string, Item[]>();
    const items: Item[] = [
      ...meetings.map((m): Item => ({ kind: 'meeting', start: m.start_time, end: m.end_time, meeting: m })),
      ...blockers.map((b): Item => ({ kind: 'blocker', start: b.start_time, end: b.end_time, blocker: b })),
    ];
    for (const item of items) {
      for (const day of days) {
        const dayStart = day.getTime();
        if (Date.parse(item.start) < dayStart + 86_400_000 && Date.parse(item.end) > dayStart) {
          const key = dayKeyOf(day, zone);
          map.set(key, [...(map.get(key) ?? []), item]);
        }
      }
    }
    for (const list of map.values()) list.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    return map;
  }, [meetings, blockers, days, zone]);
  const month = format(days[Math.floor(days.length / 2)], 'M');

  return (
    <div className="grid grid-cols-7 gap-1" data-testid="calendar-month">
      {dates.shortDays.map((d) => (
        <div key={d} className="text-center text-xs font-medium text-slate-600">
          {d}
        </div>
      ))}
      {days.map((day) => {
        const key = dayKeyOf(day, zone);
        const items = byDay.get(key) ?? [];
        const outside = format(day, 'M') !== month;
        return (
          <section
            key={key}
            aria-label={dates.dayName(day)}
            className={`min-h-20 min-w-0 rounded-lg p-2 ring-1 ${key === today ? 'ring-primary' : 'ring-slate-200'} ${outside ? 'bg-slate-50' : 'bg-white'}`}
          >
            <button
              type="button"
              onClick={() => onBlockDay(key)}
              className="w-full text-left text-xs font-semibold text-slate-700 hover:text-primary"
              aria-label={t('view.blockTimeOn', { day: dates.dayMonth(day) })}
            >
              {format(day, 'd')}
            </button>
            <ul className="mt-1 flex flex-col gap-1">
              {items.map((item) => (
                <li key={`${item.kind}-${item.kind === 'meeting' ? item.meeting._id : item.blocker._id}`}>
                  {item.kind === 'meeting' ? (
                    <Link
                      href={href(`/lawyer-portal/meeting/${item.meeting._id}`)}
                      className={`block truncate rounded px-1.5 py-1 text-xs ${item.meeting.status === 'PAYMENT_PENDING' ? 'bg-amber-100 text-amber-900' : item.meeting.status === 'CANCELLED' ? 'bg-slate-100 text-slate-500 line-through' : 'bg-primary-100 text-primary-900'}`}
                    >
                      {formatTime(item.start, zone, locale)} {item.meeting.customer.first_name} {item.meeting.customer.last_name}
                      {kindTag(item.meeting, t)}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      onClick={() => onBlocker(item.blocker)}
                      className="block w-full truncate rounded bg-slate-200 px-1.5 py-1 text-left text-xs text-slate-800"
                    >
                      {item.blocker.kind === 'all_day' ? t('view.allDay') : formatTime(item.start, zone, locale)}{' '}
                      {item.blocker.title || t('view.blocked')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** A meeting's mark in the list, " · In person" for a notarial appointment (its kind's calendarTag; none for a consultation). */
function kindTag(m: MeetingDto, t: (key: string) => string): string {
  const tag = rulesOfWire(m).texts.calendarTag;
  return tag ? ` · ${t(tag)}` : '';
}
