'use client';

import { useState } from 'react';
import { lawyerProfileApi, useProfileSave } from '@/lib/api/lawyer-profile';
import type { DailyAvailability, LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { NOTICE_TIMES, PROFILE_TOASTS, availabilitySchema } from '@/lib/validation/lawyer-profile';
import { EditorCard, SaveBar } from './fields';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Monday first, as a Philippine office week reads. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];
const TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`).concat('24:00');
const noticeLabel = (m: number) =>
  m === 0 ? 'No notice' : m < 60 * 24 ? `${m / 60} hour${m === 60 ? '' : 's'}` : `${m / 1440} day${m === 1440 ? '' : 's'}`;
const label12 = (t: string) => {
  const [h, m] = t.split(':').map(Number);
  if (h === 24) return '12:00 midnight';
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** Spec §3 availability: each weekday's hours, the notice time, and the 30- and 60-minute prices. */
export function AvailabilityForm({ initial }: { initial: LawyerOwnProfile }) {
  const save = useProfileSave(lawyerProfileApi.availability, PROFILE_TOASTS.failed);
  const [days, setDays] = useState<DailyAvailability[]>(initial.availability.daily_availability);
  const [notice, setNotice] = useState(initial.availability.notice_time);
  const [prices, setPrices] = useState(initial.services.map((s) => (s.price === null ? '' : String(s.price / 100))));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setDay = (weekday: number, patch: Partial<DailyAvailability>) =>
    setDays((ds) => ds.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)));
  const copyToWeekdays = (from: DailyAvailability) =>
    setDays((ds) =>
      ds.map((d) =>
        d.weekday >= 1 && d.weekday <= 5 ? { ...d, available: from.available, start_time: from.start_time, end_time: from.end_time } : d,
      ),
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = {
      daily_availability: days,
      notice_time: notice,
      services: [
        { duration: 30 as const, price: prices[0] === '' ? NaN : Math.round(Number(prices[0]) * 100) },
        { duration: 60 as const, price: prices[1] === '' ? NaN : Math.round(Number(prices[1]) * 100) },
      ],
    };
    const parsed = availabilitySchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    save.mutate(payload);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <EditorCard
        title="Weekly hours"
        description="Clients can book 30- or 60-minute consultations inside these hours (Philippine time). Block out exceptions on your calendar."
      >
        <ul className="divide-y divide-slate-200">
          {ORDER.map((weekday) => {
            const d = days.find((x) => x.weekday === weekday)!;
            const error = errors[`daily_availability.${days.indexOf(d)}.end_time`];
            return (
              <li key={weekday} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <label className="flex w-36 items-center gap-2 font-medium text-slate-900">
                  <input
                    type="checkbox"
                    checked={d.available}
                    onChange={(e) => setDay(weekday, { available: e.target.checked })}
                    className="h-5 w-5 accent-primary"
                  />
                  {WEEKDAYS[weekday]}
                </label>
                {d.available ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <select
                      aria-label={`${WEEKDAYS[weekday]} from`}
                      value={d.start_time}
                      onChange={(e) => setDay(weekday, { start_time: e.target.value })}
                      className="input w-36"
                    >
                      {TIMES.slice(0, -1).map((t) => (
                        <option key={t} value={t}>
                          {label12(t)}
                        </option>
                      ))}
                    </select>
                    <span className="text-slate-500">to</span>
                    <select
                      aria-label={`${WEEKDAYS[weekday]} until`}
                      value={d.end_time}
                      onChange={(e) => setDay(weekday, { end_time: e.target.value })}
                      className="input w-40"
                    >
                      {TIMES.slice(1).map((t) => (
                        <option key={t} value={t}>
                          {label12(t)}
                        </option>
                      ))}
                    </select>
                    {weekday === 1 ? (
                      <button
                        type="button"
                        className="text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
                        onClick={() => copyToWeekdays(d)}
                      >
                        Copy to Mon–Fri
                      </button>
                    ) : null}
                  </div>
                ) : (
                  <span className="text-sm text-slate-500">Unavailable</span>
                )}
                {error ? <p className="basis-full text-sm text-red-700">{error}</p> : null}
              </li>
            );
          })}
        </ul>
      </EditorCard>

      <EditorCard title="Notice and prices">
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="notice" className="block text-sm font-medium text-slate-800">
              Minimum notice
            </label>
            <select id="notice" value={notice} onChange={(e) => setNotice(Number(e.target.value))} className="input mt-1">
              {NOTICE_TIMES.map((m) => (
                <option key={m} value={m}>
                  {noticeLabel(m)}
                </option>
              ))}
            </select>
          </div>
          {(['30-minute consultation', '60-minute consultation'] as const).map((label, i) => (
            <div key={label}>
              <label htmlFor={`price-${i}`} className="block text-sm font-medium text-slate-800">
                {label} (₱)
              </label>
              <div className="relative mt-1">
                <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">₱</span>
                <input
                  id={`price-${i}`}
                  inputMode="decimal"
                  value={prices[i]}
                  onChange={(e) => setPrices((p) => p.map((v, j) => (j === i ? e.target.value.replace(/[^\d.]/g, '') : v)))}
                  aria-invalid={errors[`services.${i}.price`] ? true : undefined}
                  className="input pl-7"
                />
              </div>
              {errors[`services.${i}.price`] ? <p className="mt-1 text-sm text-red-700">{errors[`services.${i}.price`]}</p> : null}
            </div>
          ))}
        </div>
        <div className="mt-6">
          <SaveBar pending={save.isPending} />
        </div>
      </EditorCard>
    </form>
  );
}
