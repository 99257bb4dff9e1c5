'use client';

import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { SlotLink, ZoneNote } from '@/components/lawyers/slot-link';
import { formatDay } from '@/components/lawyers/format';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { api } from '@/lib/api/client';
import type { AvailabilityResponse } from '@/lib/api/lawyers';
import type { lawyerAvailabilitySchema } from '@/lib/dto/search';
import { useLocale, useT, type Translate } from '@/lib/i18n/client';
import { SLOT_HOURS, type SlotHours } from '@/lib/rules/slot-hours';

type Props = { lawyerId: string; initial: Record<30 | 60, AvailabilityResponse> };

/**
 * The visitor's own days when their zone is not the server's: fetched once per zone and duration.
 * A plain fetch, not React Query: this island is the profile page's first-load JavaScript, and the
 * toast library loads only when a fetch fails.
 */
function useZoneCalendar(
  lawyerId: string,
  duration: 30 | 60,
  zone: string,
  hours: SlotHours | undefined,
  initial: AvailabilityResponse,
  t: Translate,
) {
  const [fetched, setFetched] = useState<Record<string, AvailabilityResponse>>({});
  const key = `${duration}|${zone}|${hours ?? ''}`;
  const needed = zone !== initial.timeZone || hours !== undefined;
  useEffect(() => {
    if (!needed || fetched[key]) return;
    let live = true;
    api.get<z.infer<typeof lawyerAvailabilitySchema>>('lawyers/availability', { _id: lawyerId, duration, tz: zone, hours }).then(
      (data) => live && setFetched((all) => ({ ...all, [key]: data })),
      () => live && void import('sonner').then(({ toast }) => toast.error(t('slots.fetchError'), { id: 'fetch-availability' })),
    );
    return () => {
      live = false;
    };
  }, [lawyerId, duration, zone, hours, key, needed, fetched, t]);
  return needed ? fetched[key] : initial;
}

/**
 * The 14-day slot picker (spec §9): 30 or 60 minutes, days in the viewer's zone (the server
 * renders Manila's; a visitor elsewhere gets their own days and times, with the zone named).
 */
export function SlotPicker({ lawyerId, initial }: Props) {
  const zone = useViewerTimeZone();
  const t = useT('profile');
  const locale = useLocale();
  const words = useT('search');
  const [duration, setDuration] = useState<30 | 60>(30);
  // Issue 63: evenings or weekends on the visitor's clock, filtered by the server (lib/rules/slot-hours.ts).
  const [hours, setHours] = useState<SlotHours | undefined>(undefined);
  const data = useZoneCalendar(lawyerId, duration, zone, hours, initial[duration], t);
  // Until (or unless) the visitor's own days arrive, the server's Manila days are shown: the slots
  // are the same instants, and their times are already written in the visitor's zone. A time filter
  // shows nothing until its answer: the unfiltered days would offer the times it leaves out.
  const calendar = data?.calendar ?? (hours ? {} : initial[duration].calendar);
  const days = Object.keys(calendar).sort();
  const [day, setDay] = useState<string | null>(null);
  const selectedDay = day && calendar[day] ? day : (days.find((d) => calendar[d].length > 0) ?? days[0]);

  // A day key is already the viewer's date: label it as that calendar date (a UTC noon).
  const dayLabel = (key: string) => formatDay(`${key}T12:00:00Z`, 'UTC', locale);
  const dayParts = (key: string) => [dayLabel(key).split(',')[0], key.slice(8).replace(/^0/, '')];

  return (
    <section aria-labelledby="slots-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="slots-heading" className="text-lg font-semibold text-slate-900">
        {t('slots.heading')}
      </h2>
      <fieldset className="mt-3">
        <legend className="sr-only">{t('slots.length')}</legend>
        <div className="inline-flex rounded-md border border-primary-200 p-0.5">
          {([30, 60] as const).map((minutes) => (
            <label
              key={minutes}
              className={`cursor-pointer rounded px-3 py-1.5 text-sm font-semibold ${duration === minutes ? 'bg-primary text-white' : 'text-primary-700'}`}
            >
              <input
                type="radio"
                name="duration"
                value={minutes}
                className="sr-only"
                checked={duration === minutes}
                onChange={() => setDuration(minutes)}
              />
              {t('minutes', { minutes })}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">{words('filters.hours')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {([undefined, ...SLOT_HOURS] as (SlotHours | undefined)[]).map((value) => (
            <label key={value ?? 'any'} className="flex cursor-pointer items-center gap-2 py-1 text-sm text-slate-800">
              <input
                type="radio"
                name="hours"
                className="h-4 w-4 accent-primary"
                checked={hours === value}
                onChange={() => setHours(value)}
              />
              {words(value ? `filters.${value}` : 'filters.anyHours')}
            </label>
          ))}
        </div>
      </fieldset>
      <ZoneNote className="mt-2" />
      {days.every((d) => calendar[d].length === 0) ? (
        <p className="mt-4 text-sm text-slate-600">{t('slots.noneIn14Days')}</p>
      ) : (
        <>
          {/* Two weeks as a 7-column grid: every day visible at once, no sideways scrolling on a phone. */}
          <div role="tablist" aria-label={t('slots.days')} className="mt-3 grid grid-cols-7 gap-1">
            {days.map((key) => {
              const free = calendar[key].length;
              const [weekday, date] = dayParts(key);
              return (
                <button
                  key={key}
                  type="button"
                  role="tab"
                  aria-selected={key === selectedDay}
                  aria-controls="slot-list"
                  aria-label={t('slots.day', { day: dayLabel(key), free })}
                  disabled={free === 0}
                  onClick={() => setDay(key)}
                  className={`flex flex-col items-center rounded-md border px-0.5 py-1.5 text-xs leading-tight ${
                    key === selectedDay
                      ? 'border-primary bg-primary text-white'
                      : free
                        ? 'border-primary-200 bg-white text-slate-900 hover:bg-primary-50'
                        : 'border-slate-200 bg-slate-50 text-slate-500'
                  }`}
                >
                  <span>{weekday}</span>
                  <span className="text-sm font-semibold">{date}</span>
                </button>
              );
            })}
          </div>
          <div id="slot-list" role="tabpanel" aria-label={selectedDay ? dayLabel(selectedDay) : undefined} className="mt-3">
            {selectedDay ? <p className="mb-2 text-sm font-medium text-slate-800">{dayLabel(selectedDay)}</p> : null}
            {selectedDay && calendar[selectedDay].length ? (
              <ul className="flex flex-wrap gap-2">
                {calendar[selectedDay].map((slot) => (
                  <li key={slot.start_time}>
                    <SlotLink lawyerId={lawyerId} startTime={slot.start_time} duration={duration} showDay={false} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t('slots.noneOnDay')}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
