import type { Metadata } from 'next';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminPageHeading, AdminTable } from '@/components/admin/admin-table';
import { formatLongInZone, formatMonth } from '@/lib/format/date-time';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { textFor } from '@/lib/i18n/server';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { DESK_STALE_HOURS, legalAidDesk } from '@/features/legal-aid/server/desk/desk';
import { type DeskLine, deskLedgerLines } from '@/features/legal-aid/server/desk/line-review';
import { LedgerLineActions } from '@/components/admin/actions';
import { INTL_LOCALE } from '@/lib/i18n/config';
import { LEGAL_AID_DESK_SAMPLE_SHARE } from '@/features/legal-aid/rules/legal-aid';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return adminMetadata(params, 'legalAid.metaTitle');
}
export const dynamic = 'force-dynamic';

/** Hours as the desk says them: one decimal, "12.5". */
const hours = (minutes: number) => Math.round(minutes / 6) / 10;

function Stat({ label, value, note, warn = false }: { label: string; value: number; note?: string; warn?: boolean }) {
  return (
    <div className={`rounded-xl bg-white p-4 shadow-sm ring-1 ${warn && value > 0 ? 'ring-amber-300' : 'ring-slate-200'}`}>
      <p className="text-sm text-slate-600">{label}</p>
      <p className={`mt-1 text-3xl font-bold tabular-nums ${warn && value > 0 ? 'text-amber-700' : 'text-slate-900'}`}>{value}</p>
      {note ? <p className="mt-1 text-xs text-slate-500">{note}</p> : null}
    </div>
  );
}

/**
 * Issue 61 item 5, the legal-aid desk: what waits and for how long, by area; what nobody assessed or took in 48
 * hours; declarations declined; hours given per month; what lawyers offer. Issue 73 item 2: the lines of the
 * lawyers' hours ledger waiting for the desk (sampled first), each approved or rejected here, and those decided lately.
 */
export default async function LegalAidDeskPage({ params }: Props) {
  await requireAdminPage();
  const { t, locale } = await adminWords(params);
  const area = await textFor(locale, 'help');
  const ulas = await textFor(locale, 'ulas');
  const [desk, lines] = await Promise.all([legalAidDesk(), deskLedgerLines()]);
  const areaName = (value: string | null) => (value ? area(`areas.${value}`) : t('legalAid.noArea'));
  const day = (d: string) =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  const service = (line: DeskLine) => `${ulas(`kinds.${line.kind}`)} · ${ulas(`measured.${line.measure}`, { minutes: line.minutes })}`;
  const person = (line: DeskLine) => (
    <span key="p" className="block">
      <span className="font-medium text-slate-900">{line.initials}</span> · {areaName(line.area)}
      <span className="block text-xs text-slate-600">
        {line.clientSince
          ? `${t('legalAid.lines.clientSince', { date: formatLongInZone(line.clientSince, DEFAULT_TIME_ZONE, locale) })} · ${t('legalAid.lines.sameClient', { count: line.sameClientLines })}`
          : t('legalAid.lines.noRequest')}
      </span>
    </span>
  );
  return (
    <main className="container-page space-y-8 py-8">
      <AdminPageHeading title={t('legalAid.heading')}>{t('legalAid.intro')}</AdminPageHeading>

      <section aria-label={t('legalAid.summary')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t('legalAid.open')} value={desk.open.length} />
        <Stat label={t('legalAid.stale', { hours: DESK_STALE_HOURS })} value={desk.stale} warn />
        <Stat label={t('legalAid.lines.pending')} value={lines.pending.length} warn />
        <Stat
          label={t('legalAid.lawyersOffering')}
          value={desk.offers.lawyers}
          note={t('legalAid.offerNote', { slots: desk.offers.weeklySlots, written: desk.offers.writtenPerMonth })}
        />
      </section>

      <section className="space-y-3" data-testid="desk-ledger-lines">
        <h2 className="text-lg font-semibold text-slate-900">{t('legalAid.lines.heading')}</h2>
        <p className="text-sm text-slate-600">{t('legalAid.lines.intro', { share: Math.round(LEGAL_AID_DESK_SAMPLE_SHARE * 100) })}</p>
        <AdminTable
          caption={t('legalAid.lines.pendingCaption')}
          empty={t('legalAid.lines.pendingEmpty')}
          columns={[
            { label: t('legalAid.lines.date') },
            { label: t('legalAid.lines.lawyer') },
            { label: t('legalAid.lines.service') },
            { label: t('legalAid.lines.person') },
            { label: t('legalAid.lines.check') },
            { label: t('legalAid.lines.decision') },
          ]}
          rows={lines.pending.map((line) => ({
            key: line.id,
            cells: [
              <span key="d" className="whitespace-nowrap">
                {day(line.serviceDate)}
              </span>,
              line.lawyerName,
              service(line),
              person(line),
              line.sampled ? (
                <span key="s" className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {t('legalAid.lines.sampled')}
                </span>
              ) : (
                '—'
              ),
              <LedgerLineActions
                key="a"
                lineId={line.id}
                label={t('legalAid.lines.lineLabel', { lawyer: line.lawyerName, date: day(line.serviceDate), service: service(line) })}
              />,
            ],
          }))}
        />
        <h3 className="pt-2 text-base font-semibold text-slate-900">{t('legalAid.lines.decidedHeading')}</h3>
        <AdminTable
          caption={t('legalAid.lines.decidedHeading')}
          empty={t('legalAid.lines.decidedEmpty')}
          columns={[
            { label: t('legalAid.lines.date') },
            { label: t('legalAid.lines.lawyer') },
            { label: t('legalAid.lines.service') },
            { label: t('legalAid.lines.decision') },
            { label: t('legalAid.lines.note') },
            { label: t('legalAid.lines.decided') },
          ]}
          rows={lines.decided.map((line) => ({
            key: line.id,
            cells: [
              <span key="d" className="whitespace-nowrap">
                {day(line.serviceDate)}
              </span>,
              line.lawyerName,
              service(line),
              <span key="r" className={line.review === 'REJECTED' ? 'font-semibold text-red-800' : 'font-semibold text-emerald-800'}>
                {t(`legalAid.lines.reviews.${line.review as 'APPROVED' | 'REJECTED'}`)}
              </span>,
              line.note ?? '—',
              line.reviewedAt ? formatLongInZone(line.reviewedAt, DEFAULT_TIME_ZONE, locale) : '—',
            ],
          }))}
        />
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('legalAid.openHeading')}</h2>
        {desk.openByArea.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('legalAid.byArea')}>
            {desk.openByArea.map((row) => (
              <li key={row.area ?? 'none'} className="rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200">
                {areaName(row.area)} · <span className="font-semibold tabular-nums">{row.count}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <AdminTable
          caption={t('legalAid.openHeading')}
          empty={t('legalAid.openEmpty')}
          columns={[
            { label: t('legalAid.received') },
            { label: t('legalAid.age') },
            { label: t('legalAid.kind') },
            { label: t('legalAid.area') },
            { label: t('legalAid.lawyer') },
            { label: t('legalAid.status') },
          ]}
          rows={desk.open.map((row) => ({
            key: row.id,
            cells: [
              <span key="r">{formatLongInZone(row.createdAt, DEFAULT_TIME_ZONE, locale)}</span>,
              <span key="a" className={`tabular-nums ${row.stale ? 'font-semibold text-amber-700' : ''}`}>
                {t('legalAid.ageHours', { hours: row.ageHours })}
              </span>,
              t(`legalAid.kinds.${row.kind}`),
              areaName(row.area),
              row.lawyerName ?? t('legalAid.nobody'),
              row.stale ? t('legalAid.staleStatus') : t(`legalAid.statuses.${row.status}`),
            ],
          }))}
        />
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('legalAid.declinedHeading')}</h2>
        <AdminTable
          caption={t('legalAid.declinedHeading')}
          empty={t('legalAid.declinedEmpty')}
          columns={[
            { label: t('legalAid.assessed') },
            { label: t('legalAid.area') },
            { label: t('legalAid.reason') },
            { label: t('legalAid.lawyer') },
          ]}
          rows={desk.declined.map((row) => ({
            key: row.id,
            cells: [
              <span key="d">{formatLongInZone(row.assessedAt, DEFAULT_TIME_ZONE, locale)}</span>,
              areaName(row.area),
              row.reason ? t(`legalAid.reasons.${row.reason}`) : '—',
              row.lawyerName ?? '—',
            ],
          }))}
        />
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('legalAid.monthsHeading')}</h2>
        <AdminTable
          caption={t('legalAid.monthsHeading')}
          empty={t('legalAid.monthsEmpty')}
          columns={[
            { label: t('legalAid.month') },
            { label: t('legalAid.services') },
            { label: t('legalAid.hours') },
            { label: t('legalAid.lawyers') },
          ]}
          rows={desk.months.map((row) => ({
            key: row.month,
            cells: [
              <span key="m" className="whitespace-nowrap font-medium text-slate-900">
                {formatMonth(row.month, locale)}
              </span>,
              <span key="s" className="tabular-nums">
                {row.services}
              </span>,
              <span key="h" className="tabular-nums">
                {hours(row.minutes)}
              </span>,
              <span key="l" className="tabular-nums">
                {row.lawyers}
              </span>,
            ],
          }))}
        />
      </section>
    </main>
  );
}
