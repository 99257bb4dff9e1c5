'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { legalAidApi } from '@/features/legal-aid/api/legal-aid';
import type { LegalAidHoursDto } from '@/features/legal-aid/dto/legal-aid';
import { INTL_LOCALE } from '@/lib/i18n/config';
import { useLocale, useT } from '@/lib/i18n/client';
import { WRITTEN_ANSWER_MINUTES } from '@/features/legal-aid/rules/legal-aid';

type Service = LegalAidHoursDto['services'][number];
const REPORT = '/api/v1/lawyers/profile/legal-aid/report';

/**
 * Issue 61: the lawyer's legal-aid hours for their ULAS report — one compliance period's total as
 * "12 h 30 min of 60 h" with a bar, its services (a table; a list on a phone), the period to show, and
 * the report's PDF and CSV (plain links: the server makes them in the reader's language, with their code).
 * Issue 73: each line says how its minutes were measured and the legal-aid desk's check (only approved lines
 * count; a rejected one says why), and what still waits for the desk.
 * `initial`: the current period read on the server (optional; fetched otherwise). The page sends the
 * `ulas` words and the `search` namespace's `areas.` (the areas' names) in its ClientMessages.
 */
export function LegalAidHoursPanel({ initial }: { initial?: LegalAidHoursDto }) {
  const t = useT('ulas');
  const search = useT('search');
  const locale = useLocale();
  const id = useId();
  const [periodStart, setPeriodStart] = useState<string | undefined>(undefined);
  const hours = useQuery({
    queryKey: ['legal-aid-hours', periodStart ?? 'current'],
    queryFn: () => legalAidApi.hours(periodStart),
    initialData: periodStart === undefined ? initial : undefined,
  });
  const data = hours.data;
  const day = (d: string, style: 'medium' | 'long' = 'medium') =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  const duration = (minutes: number) => t('duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  const kind = (s: Service) => t(`kinds.${s.kind}`);
  const measured = (s: Service) => t(`measured.${s.measure}`, { minutes: s.minutes });
  const review = (s: Service) =>
    s.review === 'REJECTED' && s.review_note ? t('panel.rejectedWhy', { note: s.review_note }) : t(`panel.reviews.${s.review}`);
  const reviewTone = { PENDING: 'text-amber-800', APPROVED: 'text-emerald-800', REJECTED: 'text-red-800' } as const;
  const area = (s: Service) => {
    const label = search(`areas.${s.area}.label`);
    return label.startsWith('search.') ? s.area : label;
  };

  if (!data)
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6" aria-busy={hours.isPending}>
        <h2 className="text-lg font-semibold text-slate-900">{t('panel.heading')}</h2>
        {hours.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {t('panel.loadFailed')}
          </p>
        )}
      </div>
    );

  // The periods that have lines, and the one shown (today's has none yet on a new ledger).
  const periods = data.periods.some((p) => p.start === data.period.start)
    ? data.periods
    : [...data.periods, { ...data.period, total_minutes: data.total_minutes }].sort((a, b) => b.start.localeCompare(a.start));
  const share = Math.min(100, Math.round((data.total_minutes / data.required_minutes) * 100));
  const progress = t('ofRequired', { done: duration(data.total_minutes), required: data.required_minutes / 60 });
  const query = `period_start=${data.period.start}`;

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6" data-testid="legal-aid-hours">
      <h2 className="text-lg font-semibold text-slate-900">{t('panel.heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('ulasNote')}</p>

      <div className="mt-4">
        <label htmlFor={`${id}-period`} className="block text-sm font-medium text-slate-800">
          {t('panel.periodLabel')}
        </label>
        <select
          id={`${id}-period`}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm sm:w-auto"
          value={data.period.start}
          onChange={(event) => setPeriodStart(event.target.value)}
        >
          {periods.map((p) => (
            <option key={p.start} value={p.start}>
              {t('panel.periodOption', { start: day(p.start, 'long'), end: day(p.end, 'long') })}
            </option>
          ))}
        </select>
      </div>

      <p className="mt-4 text-2xl font-bold text-slate-900" data-testid="legal-aid-total">
        {progress}
      </p>
      {data.pending_minutes > 0 && (
        <p className="mt-1 text-sm text-amber-800" data-testid="legal-aid-pending">
          {t('panel.pending', { duration: duration(data.pending_minutes) })}
        </p>
      )}
      <div
        role="progressbar"
        aria-label={t('panel.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={data.required_minutes}
        aria-valuenow={Math.min(data.total_minutes, data.required_minutes)}
        aria-valuetext={progress}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
      </div>

      {data.services.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('panel.none')}</p>
      ) : (
        <>
          <table className="mt-4 hidden w-full text-left text-sm sm:table">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('panel.date')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('panel.kind')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('panel.minutes')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('panel.measured')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('panel.review')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('panel.beneficiary')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('panel.area')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {data.services.map((s) => (
                <tr key={s._id}>
                  <td className="py-2 pr-3">{day(s.service_date)}</td>
                  <td className="py-2 pr-3">{kind(s)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{s.minutes}</td>
                  <td className="py-2 pr-3">{measured(s)}</td>
                  <td className={`py-2 pr-3 ${reviewTone[s.review]}`}>{review(s)}</td>
                  <td className="py-2 pr-3">{s.beneficiary_initials}</td>
                  <td className="py-2">{area(s)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 divide-y divide-slate-100 sm:hidden" data-testid="legal-aid-lines">
            {data.services.map((s) => (
              <li key={s._id} className="py-2 text-sm">
                <p className="flex justify-between gap-2 font-medium text-slate-900">
                  <span>{kind(s)}</span>
                  <span className="tabular-nums">{t('panel.minutesValue', { minutes: s.minutes })}</span>
                </p>
                <p className="text-slate-600">
                  {day(s.service_date)} · {s.beneficiary_initials} · {area(s)}
                </p>
                <p className="text-slate-600">{measured(s)}</p>
                <p className={reviewTone[s.review]}>{review(s)}</p>
              </li>
            ))}
          </ul>
        </>
      )}

      <p className="mt-4 text-sm text-slate-600">{t('panel.checkNote', { written: WRITTEN_ANSWER_MINUTES })}</p>
      <p className="mt-4 flex flex-wrap gap-2">
        <a href={`${REPORT}?format=pdf&${query}`} download className="btn-ghost inline-flex ring-1 ring-slate-300">
          {t('panel.downloadPdf')}
        </a>
        <a href={`${REPORT}?format=csv&${query}`} download className="btn-ghost inline-flex ring-1 ring-slate-300">
          {t('panel.downloadCsv')}
        </a>
      </p>
    </div>
  );
}
