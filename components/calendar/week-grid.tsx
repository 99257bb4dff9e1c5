'use client';

import { TZDate } from '@date-fns/tz';
import { useEffect, useRef } from 'react';
import type { CalendarBlocker } from '@/lib/api/blockers';
import type { WeeklyHoursDto } from '@/lib/dto/blocker';
import type { MeetingDto } from '@/lib/dto/meeting';
import { dayKeyOf } from '@/lib/format/calendar-range';
import { useT } from '@/lib/i18n/client';
import { useCalendarDates } from './calendar-dates';
import { DayStrip } from './day-strip';
import { BlockerBlock, MeetingBlock, STRIPES } from './grid-blocks';
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
  const dates = useCalendarDates(zone);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = FIRST_VISIBLE_HOUR * HOUR_PX;
  }, []);
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
  return (
    <div data-testid="calendar-week" className="overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
      <DayStrip days={days} zone={zone} meetings={meetings} today={today} selectedDay={selectedDay} onSelectDay={onSelectDay} />
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
                    return <MeetingBlock key={`m-${m._id}`} meeting={m} zone={zone} style={style} compact={compact} />;
                  }
                  const b = p.item.blocker;
                  return <BlockerBlock key={`b-${b._id}`} blocker={b} zone={zone} style={style} compact={compact} onBlocker={onBlocker} />;
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
