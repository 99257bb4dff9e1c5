'use client';

import { Plus, X } from 'lucide-react';
import type { TimeRangeInput } from '@/lib/validation/lawyer-profile';
import { MAX_RANGES_PER_DAY } from '@/lib/validation/lawyer-profile';
import { clockText, minutesOf } from '@/lib/format/clock-time';
import { useLocale, useT } from '@/lib/i18n/client';
import { weekdayNames } from '@/components/calendar/calendar-dates';

export type DayHours = { weekday: number; available: boolean; ranges: TimeRangeInput[] };

/** English names: the row's test id, the same in every language. */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`).concat('24:00');
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const label12 = (t: string, midnight: string) => (t === '24:00' ? midnight : clockText(minutesOf(t)));

/**
 * The range a lawyer most likely adds next: an hour after the last one ends (a lunch break), four
 * hours long, inside the day; null when the day has no room left.
 */
function nextRange(ranges: TimeRangeInput[]): TimeRangeInput | null {
  const lastEnd = ranges.length ? minutesOf(ranges[ranges.length - 1].end_time) : 480;
  if (lastEnd > 1410) return null;
  const start = Math.min(lastEnd + 60, 1410);
  return { start_time: hhmm(start), end_time: hhmm(Math.min(start + 240, 1440)) };
}

type Props = {
  day: DayHours;
  /** Messages by field: "ranges" (the day as a whole) or "<index>.start_time" / "<index>.end_time". */
  errors: Record<string, string>;
  onChange: (day: DayHours) => void;
  /** Monday offers to copy its hours to the other weekdays. */
  onCopyToWeekdays?: () => void;
};

/** One weekday of the weekly hours: on or off, and its time ranges (add one for a lunch break, remove one). */
export function AvailabilityDay({ day, errors, onChange, onCopyToWeekdays }: Props) {
  const t = useT('calendar');
  const name = weekdayNames(useLocale(), 'long')[day.weekday];
  const midnight = t('availability.midnight');
  const setRange = (index: number, patch: Partial<TimeRangeInput>) =>
    onChange({ ...day, ranges: day.ranges.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  const next = nextRange(day.ranges);
  const many = day.ranges.length > 1;
  const rangeName = (index: number) => (many ? t('availability.rangeName', { day: name, number: index + 1 }) : name);

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:gap-4" data-testid={`hours-${WEEKDAYS[day.weekday]}`}>
      <label className="flex w-36 shrink-0 items-center gap-2 font-medium text-slate-900 sm:pt-2">
        <input
          type="checkbox"
          checked={day.available}
          onChange={(e) => onChange({ ...day, available: e.target.checked })}
          className="h-5 w-5 accent-primary"
        />
        {name}
      </label>
      {day.available ? (
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <ul className="flex flex-col gap-2" aria-label={t('availability.dayHours', { day: name })}>
            {day.ranges.map((range, index) => {
              const error = errors[`${index}.start_time`] ?? errors[`${index}.end_time`];
              return (
                <li key={index} className="flex flex-col gap-1">
                  <div className="grid max-w-md grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_2.25rem] items-center gap-2">
                    <select
                      aria-label={t('availability.from', { range: rangeName(index) })}
                      value={range.start_time}
                      onChange={(e) => setRange(index, { start_time: e.target.value })}
                      aria-invalid={errors[`${index}.start_time`] ? true : undefined}
                      className="input min-w-0 px-2 sm:px-3"
                    >
                      {TIMES.slice(0, -1).map((time) => (
                        <option key={time} value={time}>
                          {label12(time, midnight)}
                        </option>
                      ))}
                    </select>
                    <span className="text-sm text-slate-500">{t('availability.to')}</span>
                    <select
                      aria-label={t('availability.until', { range: rangeName(index) })}
                      value={range.end_time}
                      onChange={(e) => setRange(index, { end_time: e.target.value })}
                      aria-invalid={errors[`${index}.end_time`] ? true : undefined}
                      className="input min-w-0 px-2 sm:px-3"
                    >
                      {TIMES.slice(1).map((time) => (
                        <option key={time} value={time}>
                          {label12(time, midnight)}
                        </option>
                      ))}
                    </select>
                    {many ? (
                      <button
                        type="button"
                        aria-label={t('availability.remove', { range: rangeName(index) })}
                        onClick={() => onChange({ ...day, ranges: day.ranges.filter((_, i) => i !== index) })}
                        className="grid h-9 w-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                      >
                        <X className="h-4 w-4" aria-hidden="true" />
                      </button>
                    ) : (
                      <span aria-hidden="true" />
                    )}
                  </div>
                  {error ? <p className="text-sm text-red-700">{error}</p> : null}
                </li>
              );
            })}
          </ul>
          {errors.ranges ? <p className="text-sm text-red-700">{errors.ranges}</p> : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {next && day.ranges.length < MAX_RANGES_PER_DAY ? (
              <button
                type="button"
                onClick={() => onChange({ ...day, ranges: [...day.ranges, next] })}
                className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
              >
                <Plus className="h-4 w-4" aria-hidden="true" /> {t('availability.addHours')}
                <span className="sr-only">{t('availability.addHoursOn', { day: name })}</span>
              </button>
            ) : null}
            {onCopyToWeekdays ? (
              <button
                type="button"
                className="text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
                onClick={onCopyToWeekdays}
              >
                {t('availability.copyToWeekdays')}
              </button>
            ) : null}
          </div>
        </div>
      ) : (
        <span className="text-sm text-slate-500 sm:pt-2">{t('availability.unavailable')}</span>
      )}
    </li>
  );
}
