'use client';

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import type { CalendarBlocker } from '@/lib/api/blockers';
import type { WeeklyHoursDto } from '@/lib/dto/blocker';
import type { MeetingDto, MeetingStatus } from '@/lib/dto/meeting';
import { dayKeyOf } from '@/lib/format/calendar-range';
import { bookingStands } from '@/lib/rules/meeting-transitions';
import { rulesOfWire } from '@/lib/rules/meeting-kinds';
import { useHref, useT } from '@/lib/i18n/client';
import { useCalendarDates } from './calendar-dates';
import { FIRST_VISIBLE_HOUR, HOUR_PX, nowOffset, placeInDay, workingBands } from './grid-layout';
import { useDragSelect, type GridSelection } from './use-drag-select';

type Item = { kind: 'meeting'; meeting: MeetingDto } | { kind: 'blocker'; blocker: CalendarBlocker };

type Props = {
  days: TZDate[];
  zone: string;
  meetings: MeetingDto[];
  blockers: CalendarBlocker[];
  weeklyHours: WeeklyHoursDto[];
  now: number;
  /** The day shown on a phone, where the grid shows one day at a time. */
  selectedDay: string;
  onSelectDay: (day: string) => void;
  onEmptyHour: (day: string, hour: number) => void;
  /** A stretch dragged over empty cells (half-hour steps). */
  onEmptyRange: (selection: GridSelection) => void;
  onBlocker: (blocker: CalendarBlocker) => void;
};

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const STATUS_CLASS: Record<MeetingStatus, string> = {
  PAYMENT_PENDING: 'border-amber-500 bg-amber-100 text-amber-950',
  CONFIRMED: 'border-primary bg-primary-100 text-primary-900',
  COMPLETED: 'border-emerald-600 bg-emerald-100 text-emerald-950',
  CANCELLED: 'border-slate-400 bg-slate-100 text-slate-500 line-through',
  EXPIRED: 'border-slate-400 bg-slate-100 text-slate-500 line-through',
  PAYMENT_FAILED: 'border-slate-400 bg-slate-100 text-slate-500 line-through',
};
const STRIPES = { backgroundImage: 'repeating-linear-gradient(135deg, #e2e8f0 0 6px, #f8fafc 6px 12px)' };
const clock = (h: number) => `${String(h).padStart(2, '0')}:00`;
const clockOf = (minute: number) => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The week as a time grid (Google Calendar / Cal.com style): hours down, days across, working
 * hours shaded, meetings and blockers as blocks of their real length, a "now" line. On a phone
 * one day shows at a time, chosen with the day strip (the week's days, a dot under each day with a
 * booking: issue 57, where the seven-day header gave no hint which days held anything) and headed by
 * that day's name and its number of bookings. Click an empty hour, or drag over empty time (hold,
 * then drag, with a finger), to block it.
 */
export function WeekGrid({
  days,
  zone,
  meetings,
  blockers,
  weeklyHours,
  now,
  selectedDay,
  onSelectDay,
  onEmptyHour,
  onEmptyRange,
  onBlocker,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const drag = useDragSelect(onEmptyRange);
  const t = useT('calendar');
  const href = useHref();
  const dates = useCalendarDates(zone);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = FIRST_VISIBLE_HOUR * HOUR_PX;
  }, []);
  const hm = (iso: string) => format(new TZDate(Date.parse(iso), zone), 'HH:mm');
  const today = dayKeyOf(new Date(now), zone);
  const allDay = blockers.filter((b) => b.kind === 'all_day');
  const timed: { item: Item; start: number; end: number }[] = [
    ...meetings.map((m) => ({
      item: { kind: 'meeting', meeting: m } as Item,
      start: Date.parse(m.start_time),
      end: Date.parse(m.end_time),
    })),
    ...blockers
      .filter((b) => b.kind !== 'all_day')
      .map((b) => ({ item: { kind: 'blocker', blocker: b } as Item, start: Date.parse(b.start_time), end: Date.parse(b.end_time) })),
  ];
  const cols = 'grid-cols-[3rem_1fr] md:grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]';
  const bookings = (day: TZDate) => {
    const from = day.getTime();
    const to = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, zone).getTime();
    return meetings.filter((m) => bookingStands(m.status) && Date.parse(m.start_time) < to && Date.parse(m.end_time) > from).length;
  };
  const shown = days.find((day) => dayKeyOf(day, zone) === selectedDay);

  return (
    <div data-testid="calendar-week" className="overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
      <div
        role="tablist"
        aria-label={t('grid.days')}
        data-testid="day-strip"
        className="grid grid-cols-7 border-b border-slate-200 md:grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]"
      >
        <div className="hidden md:block" />
        {days.map((day) => {
          const key = dayKeyOf(day, zone);
          const count = bookings(day);
          return (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={key === selectedDay}
              aria-label={count > 0 ? `${dates.dayName(day)}, ${t('grid.bookings', { count })}` : dates.dayName(day)}
              onClick={() => onSelectDay(key)}
              className={`flex flex-col items-center py-2 text-xs md:cursor-default ${key === selectedDay ? 'bg-primary-50 md:bg-transparent' : ''}`}
            >
              <span className="font-medium uppercase text-slate-600">{dates.weekday(day)}</span>
              <span
                className={`mt-0.5 flex h-7 w-7 items-center justify-center rounded-full text-sm font-semibold ${key === today ? 'bg-primary text-white' : 'text-slate-900'}`}
              >
                {format(day, 'd')}
              </span>
              {/* The grid itself shows the week's bookings on a wider screen. */}
              <span
                aria-hidden
                data-testid={count > 0 ? 'booking-dot' : undefined}
                className={`mt-1 h-1.5 w-1.5 rounded-full md:hidden ${count > 0 ? 'bg-primary' : ''}`}
              />
            </button>
          );
        })}
      </div>
      {shown && (
        <h3 data-testid="shown-day" className="flex items-baseline justify-between gap-2 border-b border-slate-200 px-3 py-2 md:hidden">
          <span className="font-semibold text-slate-900">{dates.dayName(shown)}</span>
          <span className="text-xs text-slate-600">{t('grid.bookings', { count: bookings(shown) })}</span>
        </h3>
      )}
      {allDay.length > 0 && (
        <div className={`grid border-b border-slate-200 ${cols}`}>
          <div className="px-1 py-1 text-right text-[10px] text-slate-500">{t('grid.allDay')}</div>
          {days.map((day) => {
            const key = dayKeyOf(day, zone);
            const from = day.getTime();
            const to = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, zone).getTime();
            return (
              <div
                key={key}
                className={`${key === selectedDay ? 'block' : 'hidden md:block'} min-w-0 space-y-0.5 border-l border-slate-100 p-0.5`}
              >
                {allDay
                  .filter((b) => Date.parse(b.start_time) < to && Date.parse(b.end_time) > from)
                  .map((b) => (
                    <button
                      key={b._id}
                      type="button"
                      onClick={() => onBlocker(b)}
                      style={STRIPES}
                      className="block w-full truncate rounded px-1 py-0.5 text-left text-xs text-slate-800 ring-1 ring-slate-300"
                    >
                      {b.title || t('grid.blocked')} <span className="sr-only">{t('grid.allDay')}</span>
                    </button>
                  ))}
              </div>
            );
          })}
        </div>
      )}
      <div ref={scroller} className="max-h-[70vh] overflow-y-auto" data-testid="calendar-scroller">
        <div className={`grid ${cols}`}>
          <div aria-hidden className="relative" style={{ height: 24 * HOUR_PX }}>
            {HOURS.map((h) => (
              <div key={h} className="absolute right-1 -translate-y-1/2 text-[10px] text-slate-500" style={{ top: h * HOUR_PX }}>
                {h === 0 ? '' : clock(h)}
              </div>
            ))}
          </div>
          {days.map((day) => {
            const key = dayKeyOf(day, zone);
            const from = day.getTime();
            const to = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, zone).getTime();
            const bands = workingBands(weeklyHours, day.getDay());
            const dayLabel = dates.dayShort(day);
            return (
              <section
                key={key}
                aria-label={dates.dayName(day)}
                data-day={key}
                className={`${key === selectedDay ? 'block' : 'hidden md:block'} relative min-w-0 select-none border-l border-slate-200 bg-slate-100 [-webkit-touch-callout:none]`}
                style={{ height: 24 * HOUR_PX }}
                onPointerDown={drag.onPointerDown(key)}
              >
                {bands.map((band) => (
                  <div
                    key={band.top}
                    data-testid="working-hours"
                    className="absolute inset-x-0 bg-white"
                    style={{ top: band.top, height: band.height }}
                  />
                ))}
                {HOURS.map((h) => (
                  <button
                    key={h}
                    type="button"
                    aria-label={t('grid.blockTimeAt', { day: dayLabel, time: clock(h) })}
                    data-grid-cell
                    onClick={() => {
                      if (!drag.clickSuppressed()) onEmptyHour(key, h);
                    }}
                    onContextMenu={(e) => e.preventDefault()}
                    className="absolute inset-x-0 border-t border-slate-200 hover:bg-primary-50/70 focus-visible:z-10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
                    style={{ top: h * HOUR_PX, height: HOUR_PX }}
                  />
                ))}
                {drag.selection?.day === key && (
                  <div
                    data-testid="grid-selection"
                    aria-hidden
                    className="pointer-events-none absolute inset-x-0.5 z-30 rounded-md bg-primary/20 px-1.5 py-0.5 text-xs font-semibold text-primary-900 ring-2 ring-primary"
                    style={{
                      top: (drag.selection.startMinute / 60) * HOUR_PX,
                      height: ((drag.selection.endMinute - drag.selection.startMinute) / 60) * HOUR_PX,
                    }}
                  >
                    {clockOf(drag.selection.startMinute)}–{clockOf(drag.selection.endMinute)}
                  </div>
                )}
                {placeInDay(timed, from, to, zone).map((p) => {
                  const style = {
                    top: p.top,
                    height: p.height,
                    left: `calc(${(p.lane / p.lanes) * 100}% + 2px)`,
                    width: `calc(${100 / p.lanes}% - 4px)`,
                  };
                  const compact = p.height < HOUR_PX * 0.75;
                  if (p.item.kind === 'meeting') {
                    const m = p.item.meeting;
                    const who = `${m.customer.first_name} ${m.customer.last_name}`;
                    const tag = rulesOfWire(m).texts.calendarTag;
                    return (
                      <Link
                        key={`m-${m._id}`}
                        href={href(`/lawyer-portal/meeting/${m._id}`)}
                        data-testid="meeting-block"
                        className={`absolute z-20 overflow-hidden rounded border-l-4 px-1 py-0.5 text-xs leading-tight shadow-sm ${STATUS_CLASS[m.status]}`}
                        style={style}
                      >
                        <span className="font-semibold">
                          {hm(m.start_time)}–{hm(m.end_time)}
                        </span>
                        {compact ? ' ' : <br />}
                        <span>{who}</span>
                        {/* A notarial appointment (issue 43) is at the office, not a call: its kind's mark. */}
                        {tag && (
                          <span className="block truncate font-medium" data-testid="in-person-mark">
                            {t(tag)}
                          </span>
                        )}
                        {!compact && <span className="block truncate opacity-80">{m.subject}</span>}
                      </Link>
                    );
                  }
                  const b = p.item.blocker;
                  return (
                    <button
                      key={`b-${b._id}`}
                      type="button"
                      data-testid="blocker-block"
                      onClick={() => onBlocker(b)}
                      className="absolute z-10 overflow-hidden rounded px-1 py-0.5 text-left text-xs leading-tight text-slate-800 ring-1 ring-slate-300"
                      style={{ ...style, ...STRIPES }}
                    >
                      <span className="font-semibold">
                        {hm(b.start_time)}–{hm(b.end_time)}
                      </span>
                      {compact ? ' ' : <br />}
                      <span>{b.title || t('grid.blocked')}</span>
                      {b.series && <span className="sr-only">{t('grid.repeatsWeekly')}</span>}
                    </button>
                  );
                })}
                {key === today && (
                  <div
                    data-testid="now-line"
                    aria-hidden
                    className="pointer-events-none absolute inset-x-0 z-30 border-t-2 border-red-500"
                    style={{ top: nowOffset(now, zone) }}
                  >
                    <span className="absolute -left-1 -top-[5px] h-2 w-2 rounded-full bg-red-500" />
                  </div>
                )}
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}
