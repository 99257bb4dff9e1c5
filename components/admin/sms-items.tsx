import type { AdminSms, SmsItem, SmsStatus } from '@/lib/dto/sms';
import { NOTIFICATION_KIND_INFO, type NotificationKind } from '@/lib/config/notification-kinds';
import { countLabel } from '@/lib/format/plural';
import { StatusBadge, When } from './admin-table';

// Text messages as the dev outbox and the admin console show them (server components, no client code).

export const SMS_STATUS_LABEL: Record<SmsStatus, string> = { QUEUED: 'Queued', SENT: 'Sent', FAILED: 'Failed', SKIPPED: 'Skipped' };

/** "Reminder 10 minutes before", "Verification code": the kind in the settings page's words. */
export function smsKindLabel(kind: string): string {
  if (kind === 'phone_code') return 'Verification code';
  return NOTIFICATION_KIND_INFO[kind as NotificationKind]?.label ?? kind.replace(/_/g, ' ');
}

/** "2 segments · GSM-7": what the message is billed as. */
export function segmentsLabel(item: Pick<SmsItem, 'segments' | 'encoding'>): string {
  return `${countLabel(item.segments, 'segment')} · ${item.encoding}`;
}

/** One message as a card: the dev outbox's list (the whole body, as it reads on a phone). */
export function SmsCard({ item, display }: { item: SmsItem; display: string }) {
  return (
    <article aria-label={`Text to ${display}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 className="font-semibold tabular-nums text-slate-900">{display}</h2>
          <p className="text-xs text-slate-500">
            {smsKindLabel(item.kind)} · <When iso={item.created_at} />
          </p>
        </div>
        <StatusBadge status={item.status} label={SMS_STATUS_LABEL[item.status]} />
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-100">
        {item.body}
      </p>
      <p className="mt-2 text-xs text-slate-500">
        {segmentsLabel(item)} · {item.body.length} characters
        {item.sent_at ? (
          <>
            {' '}
            · sent <When iso={item.sent_at} />
          </>
        ) : null}
        {item.attempts > 1 ? ` · ${item.attempts} attempts` : null}
      </p>
    </article>
  );
}

type Day = AdminSms['per_day'][number];

const NUMBERS = [
  { key: 'messages', label: 'Texts' },
  { key: 'segments', label: 'Segments' },
  { key: 'sent', label: 'Sent' },
  { key: 'failed', label: 'Failed' },
  { key: 'skipped', label: 'Skipped' },
  { key: 'queued', label: 'Queued' },
] as const;

const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

/** "Tue, Nov 24" of a YYYY-MM-DD (already a Philippine day: formatted as a date, not an instant); the weekday from sm up. */
function DayLabel({ day }: { day: string }) {
  const date = new Date(`${day}T00:00:00Z`);
  return (
    <time dateTime={day}>
      <span className="hidden sm:inline">{weekdayFormat.format(date)}, </span>
      {dayFormat.format(date)}
    </time>
  );
}

/** Texts per day: a compact numeric table that fits a phone (no cards), with the period's totals. */
export function SmsVolumeTable({ days }: { days: Day[] }) {
  if (!days.length) {
    return (
      <p className="rounded-xl bg-white p-6 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">No texts in the last 30 days.</p>
    );
  }
  const totals = Object.fromEntries(NUMBERS.map(({ key }) => [key, days.reduce((sum, d) => sum + d[key], 0)])) as Record<
    (typeof NUMBERS)[number]['key'],
    number
  >;
  // Five numbers and the day fit 343 px (a 375 px phone): tight cells, plain-case headers below sm.
  const cell = 'px-1 py-2 text-right tabular-nums sm:px-4';
  return (
    <div className="max-w-3xl overflow-x-auto rounded-xl bg-white pr-1 shadow-sm ring-1 ring-slate-200 sm:pr-0">
      <table className="w-full text-sm">
        <caption className="sr-only">Texts per day</caption>
        <thead>
          <tr className="border-b border-slate-200 text-[11px] text-slate-500 sm:text-xs sm:uppercase sm:tracking-wide">
            <th scope="col" className="px-2 py-2 text-left font-semibold sm:px-4">
              Day
            </th>
            {NUMBERS.map(({ key, label }) => (
              <th key={key} scope="col" className={`${cell} font-semibold ${key === 'queued' ? 'hidden sm:table-cell' : ''}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="whitespace-nowrap px-2 py-2 text-left font-medium text-slate-900 sm:px-4">
                <DayLabel day={day.day} />
              </th>
              {NUMBERS.map(({ key }) => (
                <td
                  key={key}
                  className={`${cell} ${day[key] === 0 ? 'text-slate-400' : key === 'failed' ? 'font-semibold text-red-700' : 'text-slate-800'} ${key === 'queued' ? 'hidden sm:table-cell' : ''}`}
                >
                  {day[key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200 bg-slate-50 font-semibold text-slate-900">
            <th scope="row" className="px-2 py-2 text-left sm:px-4">
              Total
            </th>
            {NUMBERS.map(({ key }) => (
              <td key={key} className={`${cell} ${key === 'queued' ? 'hidden sm:table-cell' : ''}`}>
                {totals[key]}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
