'use client';

import { TZDate } from '@date-fns/tz';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { zoneLabel } from '@/components/lawyers/format';
import { useLocale, useT } from '@/lib/i18n/client';
import { useCalendarDates } from './calendar-dates';
import { useBlockers, type CalendarBlocker } from '@/lib/api/blockers';
import { useMeetings } from '@/lib/api/meetings';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { BlockerDraft } from './blocker-form';
import { calendarRange, dayKeyOf, shiftAnchor, type CalendarMode } from '@/lib/format/calendar-range';
import type { GridSelection } from './use-drag-select';
import { WeekGrid } from './week-grid';
import { MonthGrid } from './month-grid';
import { placeBeside, type GridSpot } from './place-beside';
import type { CalendarWeekDto } from '@/lib/dto/blocker';

// The blocker form (its zod schema, toasts and mutations: ≈90 kB gzip) loads when the lawyer opens it,
// not with the calendar (issue 28: the calendar's first load blocked the main thread for seconds).
const BlockerForm = lazy(() => import('./blocker-form').then((m) => ({ default: m.BlockerForm })));

type Editing = { blocker?: CalendarBlocker; initial?: BlockerDraft; spot?: GridSpot };

const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
/** Minutes from midnight as the form's "HH:MM"; the midnight ending the day is "00:00", as the form reads it. */
const clockOf = (minute: number) => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The lawyer's calendar: a week time grid (one day at a time on a phone) and a month overview of
 * meetings and blockers, in the lawyer's own zone (weekly hours and weekly blockers are kept in it).
 * Clicking an empty hour, or dragging over empty time, opens the blocker form with that time; clicking
 * a blocker edits it.
 */
export function CalendarView({ initial }: { initial?: CalendarWeekDto }) {
  const [zone, setZone] = useState(initial?.zone ?? DEFAULT_TIME_ZONE);
  const [mode, setMode] = useState<CalendarMode>('week');
  const [anchor, setAnchor] = useState(() => new Date());
  const [now, setNow] = useState(() => Date.now());
  const [editing, setEditing] = useState<Editing | null>(null);
  const range = useMemo(() => calendarRange(mode, anchor, zone), [mode, anchor, zone]);
  const [selectedDay, setSelectedDay] = useState(() => dayKeyOf(new Date(), zone));
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  // The week the server read with the page, while it is the one on screen.
  const served = initial && initial.from === from && initial.to === to ? initial : undefined;
  const meetings = useMeetings({ from, to, limit: 200, tz: zone }, { initialData: served?.meetings });
  const blockers = useBlockers(from, to, served?.blockers);
  const lawyerZone = blockers.data?.time_zone;
  const t = useT('calendar');
  const locale = useLocale();
  const dates = useCalendarDates(zone);
  const zoneText = locale !== 'en' && zone === 'Asia/Manila' ? t('view.philippineTime') : zoneLabel(zone);

  // Learn the lawyer's zone once (state, not the query's value: the range, and so the query, depend on it).
  if (lawyerZone && lawyerZone !== zone) setZone(lawyerZone);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  // On a phone the grid shows one day: keep it inside the week on screen (today when it is there).
  const dayKeys = range.days.map((d) => dayKeyOf(d, zone));
  const today = dayKeyOf(new Date(now), zone);
  const shownDay = dayKeys.includes(selectedDay) ? selectedDay : dayKeys.includes(today) ? today : dayKeys[0];

  const blockerList = useMemo(() => blockers.data?.results ?? [], [blockers.data]);
  const meetingList = useMemo(() => meetings.data?.results ?? [], [meetings.data]);
  const openHour = (day: string, hour: number) =>
    setEditing({
      initial: { day, start: pad(hour), end: hour === 23 ? '00:00' : pad(hour + 1) },
      spot: { day, startMinute: hour * 60, endMinute: hour * 60 + 60 },
    });
  const openRange = useCallback(
    (s: GridSelection) => setEditing({ initial: { day: s.day, start: clockOf(s.startMinute), end: clockOf(s.endMinute) }, spot: s }),
    [],
  );
  const openBlocker = (blocker: CalendarBlocker) => {
    const start = new TZDate(Date.parse(blocker.start_time), zone);
    const startMinute = start.getHours() * 60 + start.getMinutes();
    const minutes = (Date.parse(blocker.end_time) - Date.parse(blocker.start_time)) / 60_000;
    setEditing({
      blocker,
      spot:
        blocker.kind === 'all_day'
          ? undefined
          : { day: dayKeyOf(start, zone), startMinute, endMinute: Math.min(1440, startMinute + minutes) },
    });
  };
  // Opened from the grid, the form floats beside the time that was clicked (issue 45: it opened above
  // the grid, away from the click); from "Block time" or the month, it sits above the grid. Either
  // way it is brought into view.
  const formBox = useRef<HTMLDivElement>(null);
  const gridFrame = useRef<HTMLDivElement>(null);
  const spot = editing?.spot;
  useLayoutEffect(() => {
    const form = formBox.current;
    const frame = gridFrame.current;
    const column = spot ? frame?.querySelector<HTMLElement>(`section[data-day="${spot.day}"]`) : null;
    if (!form || !frame || !spot || !column) {
      form?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    const place = () => placeBeside(form, frame, column, spot);
    place();
    form.scrollIntoView?.({ block: 'nearest' });
    // Placed again as the form changes height (its code loads after the placeholder; a kind shows more fields).
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(place);
    resized.observe(form);
    return () => resized.disconnect();
  }, [editing, spot]);
  const floating = Boolean(spot) && mode === 'week';
  const formPanel = editing && (
    <div
      ref={formBox}
      data-testid="blocker-form-panel"
      className={floating ? 'absolute z-40 scroll-my-20 rounded-lg shadow-xl' : 'scroll-mt-20'}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setEditing(null);
      }}
    >
      <Suspense fallback={<div role="status" aria-label={t('view.loading')} className="h-64 animate-pulse rounded-lg bg-slate-100" />}>
        <BlockerForm
          key={editing.blocker?._id ?? `${editing.initial?.day}-${editing.initial?.start}-${editing.initial?.end}`}
          zone={zone}
          blocker={editing.blocker}
          initial={editing.initial}
          onDone={() => setEditing(null)}
        />
      </Suspense>
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label={t('view.viewGroup')} className="inline-flex rounded-md ring-1 ring-slate-300">
          {(['week', 'month'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={`px-3 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md ${mode === m ? 'bg-primary text-white' : 'bg-white text-slate-700'}`}
            >
              {m === 'week' ? t('view.week') : t('view.month')}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn-ghost px-3 py-1.5"
          onClick={() => setAnchor(shiftAnchor(mode, anchor, -1, zone))}
          aria-label={mode === 'week' ? t('view.previousWeek') : t('view.previousMonth')}
        >
          ‹
        </button>
        <button
          type="button"
          className="btn-ghost px-3 py-1.5"
          onClick={() => {
            setAnchor(new Date());
            setSelectedDay(dayKeyOf(new Date(), zone));
          }}
        >
          {t('view.today')}
        </button>
        <button
          type="button"
          className="btn-ghost px-3 py-1.5"
          onClick={() => setAnchor(shiftAnchor(mode, anchor, 1, zone))}
          aria-label={mode === 'week' ? t('view.nextWeek') : t('view.nextMonth')}
        >
          ›
        </button>
        <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
          {dates.title(mode, range)}
        </h2>
        <button
          type="button"
          className="btn-primary ml-auto"
          onClick={() => setEditing({ initial: { day: shownDay, start: '09:00', end: '10:00' } })}
        >
          {t('view.blockTime')}
        </button>
      </div>
      <p className="text-xs text-slate-600">
        {t('view.hint', { zone: zoneText })}
        <span className="md:hidden">{t('view.hintPhone')}</span>
        {t('view.hintEnd')}
      </p>
      {floating ? null : formPanel}
      {(meetings.isError || blockers.isError) && <p className="text-sm text-red-700">{t('view.loadFailed')}</p>}
      {mode === 'week' ? (
        <div ref={gridFrame} className="relative">
          <WeekGrid
            days={range.days}
            zone={zone}
            meetings={meetingList}
            blockers={blockerList}
            weeklyHours={blockers.data?.weekly_hours ?? []}
            now={now}
            selectedDay={shownDay}
            onSelectDay={setSelectedDay}
            onEmptyHour={openHour}
            onEmptyRange={openRange}
            onBlocker={openBlocker}
          />
          {floating ? formPanel : null}
        </div>
      ) : (
        <MonthGrid
          days={range.days}
          zone={zone}
          meetings={meetingList}
          blockers={blockerList}
          today={today}
          onBlockDay={(day) => setEditing({ initial: { day, start: '09:00', end: '10:00' } })}
          onBlocker={(blocker) => setEditing({ blocker })}
        />
      )}
    </div>
  );
}
