'use client';

import { useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { lawyerProfileApi, useProfileSave } from '@/lib/api/lawyer-profile';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { NOTICE_TIMES, availabilitySchema } from '@/lib/validation/lawyer-profile';
import { useT } from '@/lib/i18n/client';
import { useFailureText } from '@/components/ui/form-messages';
import { AvailabilityDay, type DayHours } from './availability-day';
import { EditorCard, SaveBar } from './fields';

/** Monday first, as a Philippine office week reads. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Spec §3 availability: each weekday's hours (one or more ranges), the notice time, and the 30- and 60-minute prices. */
export function AvailabilityForm({ initial }: { initial: LawyerOwnProfile }) {
  const t = useT('calendar');
  const say = useFailureText();
  const save = useProfileSave(lawyerProfileApi.availability, t('messages.failed'));
  const noticeLabel = (m: number) =>
    m === 0
      ? t('availability.noNotice')
      : m < 60 * 24
        ? t('availability.hours', { count: m / 60 })
        : t('availability.days', { count: m / 1440 });
  const [days, setDays] = useState<DayHours[]>(() =>
    initial.availability.daily_availability.map(({ weekday, available, ranges }) => ({ weekday, available, ranges })),
  );
  const [notice, setNotice] = useState(initial.availability.notice_time);
  const [prices, setPrices] = useState(initial.services.map((s) => (s.price === null ? '' : String(s.price / 100))));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setDay = (day: DayHours) => setDays((ds) => ds.map((d) => (d.weekday === day.weekday ? day : d)));
  const copyToWeekdays = (from: DayHours) =>
    setDays((ds) => ds.map((d) => (d.weekday >= 1 && d.weekday <= 5 ? { ...d, available: from.available, ranges: from.ranges } : d)));
  /** The messages of one day, keyed as AvailabilityDay reads them ("ranges", "0.end_time", …). */
  const dayErrors = (index: number) => {
    const prefix = `daily_availability.${index}.ranges`;
    return Object.fromEntries(
      Object.entries(errors)
        .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
        .map(([path, message]) => [path === prefix ? 'ranges' : path.slice(prefix.length + 1), message]),
    );
  };

  // The week, the notice and the prices are state here (the days a list of ranges each); the kit holds the submit.
  // The shared schema is checked first, its messages under their fields; the save says how it went (useProfileSave).
  const { submit } = useActionForm<Record<string, never>>({
    action: async () => {
      const payload = {
        daily_availability: days,
        notice_time: notice,
        services: [
          { duration: 30 as const, price: prices[0] === '' ? NaN : Math.round(Number(prices[0]) * 100) },
          { duration: 60 as const, price: prices[1] === '' ? NaN : Math.round(Number(prices[1]) * 100) },
        ],
      };
      const parsed = availabilitySchema.safeParse(payload);
      setErrors(parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), say(i.message)])));
      if (parsed.success) await save.mutateAsync(payload);
    },
    failureShown: 'inline',
  });

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-6">
      <EditorCard title={t('availability.weeklyHours')} description={t('availability.weeklyHoursText')}>
        <ul className="divide-y divide-slate-200">
          {ORDER.map((weekday) => {
            const index = days.findIndex((x) => x.weekday === weekday);
            const d = days[index];
            return (
              <AvailabilityDay
                key={weekday}
                day={d}
                errors={dayErrors(index)}
                onChange={setDay}
                onCopyToWeekdays={weekday === 1 ? () => copyToWeekdays(d) : undefined}
              />
            );
          })}
        </ul>
      </EditorCard>

      <EditorCard title={t('availability.noticeAndPrices')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="notice" className="block text-sm font-medium text-slate-800">
              {t('availability.minimumNotice')}
            </label>
            <select id="notice" value={notice} onChange={(e) => setNotice(Number(e.target.value))} className="input mt-1">
              {NOTICE_TIMES.map((m) => (
                <option key={m} value={m}>
                  {noticeLabel(m)}
                </option>
              ))}
            </select>
          </div>
          {[t('availability.price30'), t('availability.price60')].map((label, i) => (
            <div key={i}>
              <label htmlFor={`price-${i}`} className="block text-sm font-medium text-slate-800">
                {label}
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
          <SaveBar pending={save.isPending} label={t('availability.save')} pendingLabel={t('availability.saving')} />
        </div>
      </EditorCard>
    </form>
  );
}
