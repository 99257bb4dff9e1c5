'use client';

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { MeetingDto } from '@/lib/dto/meeting';
import { dayKeyOf } from '@/lib/format/calendar-range';
import { bookingStands } from '@/lib/rules/meeting-transitions';
import { useT } from '@/lib/i18n/client';
import { useCalendarDates } from './calendar-dates';

/**
 * The week grid's day strip (issue 57): the week's days, the one shown on a phone chosen here, a dot under
 * each day with a booking; on a phone, the shown day's name and its number of bookings under it.
 */
export function DayStrip({
  days,
  zone,
  meetings,
  today,
  selectedDay,
  onSelectDay,
}: {
  days: TZDate[];
  zone: string;
  meetings: MeetingDto[];
  today: string;
  selectedDay: string;
  onSelectDay: (day: string) => void;
}) {
  const t = useT('calendar');
  const dates = useCalendarDates(zone);
  const bookings = (day: TZDate) => {
    const from = day.getTime();
    const to = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, zone).getTime();
    return meetings.filter((m) => bookingStands(m.status) && Date.parse(m.start_time) < to && Date.parse(m.end_time) > from).length;
  };
  const shown = days.find((day) => dayKeyOf(day, zone) === selectedDay);
  return (
    <>
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
    </>
  );
}
