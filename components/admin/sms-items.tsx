import type { AdminSms, SmsItem, SmsStatus } from '@/lib/dto/sms';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';
import { textFor, type ServerT } from '@/lib/i18n/server';
import { StatusBadge, When, type AdminWords } from './admin-table';

// Text messages as the dev outbox and the admin console show them (server components, no client
// code), in the `admin` catalogue's words.

/** "Queued", "Sent" …: a text's delivery state. */
export function smsStatusLabel(t: ServerT<'admin'>, status: SmsStatus): string {
  return t(`delivery.${status}`);
}

/** "Reminder 10 minutes before", "Verification code": the kind in the settings page's words (lib/config/notification-kinds.ts). */
export function smsKindLabel(t: ServerT<'admin'>, kind: string): string {
  return t.has(`sms.kind.${kind}`) ? t(`sms.kind.${kind}`) : kind.replace(/_/g, ' ');
}

/** "2 segments · GSM-7": what the message is billed as. */
export function segmentsLabel(t: ServerT<'admin'>, item: Pick<SmsItem, 'segments' | 'encoding'>): string {
  return t('sms.segments', { count: item.segments, encoding: item.encoding });
}

/** One message as a card: the dev outbox's list (the whole body, as it reads on a phone). */
export async function SmsCard({ item, display, locale }: { item: SmsItem; display: string; locale: Locale }) {
  const t = await textFor(locale, 'admin');
  return (
    <article aria-label={t('sms.textTo', { display })} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 className="font-semibold tabular-nums text-slate-900">{display}</h2>
          <p className="text-xs text-slate-500">
            {smsKindLabel(t, item.kind)} · <When iso={item.created_at} locale={locale} />
          </p>
        </div>
        <StatusBadge status={item.status} label={smsStatusLabel(t, item.status)} />
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-100">
        {item.body}
      </p>
      <p className="mt-2 text-xs text-slate-500">
        {segmentsLabel(t, item)} · {t('sms.characters', { count: item.body.length })}
        {item.sent_at ? (
          <>
            {' '}
            · {t('delivery.sentAt')} <When iso={item.sent_at} locale={locale} />
          </>
        ) : null}
        {item.attempts > 1 ? ` · ${t('delivery.attempts', { count: item.attempts })}` : null}
      </p>
    </article>
  );
}

type Day = AdminSms['per_day'][number];

/** The columns and the catalogue key of each one's name. */
const NUMBERS = [
  { key: 'messages', label: 'sms.texts' },
  { key: 'segments', label: 'sms.segmentsColumn' },
  { key: 'sent', label: 'delivery.SENT' },
  { key: 'failed', label: 'delivery.FAILED' },
  { key: 'skipped', label: 'delivery.SKIPPED' },
  { key: 'queued', label: 'delivery.QUEUED' },
] as const;

const dayFormats = new Map<Locale, { weekday: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();
/** English keeps its "Tue, Nov 24" (en-US); Filipino "Mar, Nob 24". */
function dayFormatsOf(locale: Locale) {
  let formats = dayFormats.get(locale);
  if (!formats) {
    const tag = locale === 'en' ? 'en-US' : INTL_LOCALE[locale];
    formats = {
      weekday: new Intl.DateTimeFormat(tag, { timeZone: 'UTC', weekday: 'short' }),
      day: new Intl.DateTimeFormat(tag, { timeZone: 'UTC', month: 'short', day: 'numeric' }),
    };
    dayFormats.set(locale, formats);
  }
  return formats;
}

/** "Tue, Nov 24" of a YYYY-MM-DD (already a Philippine day: formatted as a date, not an instant); the weekday from sm up. */
function DayLabel({ day, locale }: { day: string; locale: Locale }) {
  const date = new Date(`${day}T00:00:00Z`);
  const formats = dayFormatsOf(locale);
  return (
    <time dateTime={day}>
      <span className="hidden sm:inline">{formats.weekday.format(date)}, </span>
      {formats.day.format(date)}
    </time>
  );
}

/** Texts per day: a compact numeric table that fits a phone (no cards), with the period's totals. */
export function SmsVolumeTable({ days, words: { t, locale } }: { days: Day[]; words: AdminWords }) {
  if (!days.length) {
    return <p className="rounded-xl bg-white p-6 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">{t('sms.noTexts')}</p>;
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
        <caption className="sr-only">{t('sms.perDay')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-[11px] text-slate-500 sm:text-xs sm:uppercase sm:tracking-wide">
            <th scope="col" className="px-2 py-2 text-left font-semibold sm:px-4">
              {t('sms.day')}
            </th>
            {NUMBERS.map(({ key, label }) => (
              <th key={key} scope="col" className={`${cell} font-semibold ${key === 'queued' ? 'hidden sm:table-cell' : ''}`}>
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="whitespace-nowrap px-2 py-2 text-left font-medium text-slate-900 sm:px-4">
                <DayLabel day={day.day} locale={locale} />
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
              {t('sms.total')}
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
