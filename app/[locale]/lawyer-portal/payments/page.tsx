import type { Metadata } from 'next';
import Link from 'next/link';
import { formatPeso } from '@/components/lawyers/format';
import { portalDay } from '@/components/portal/portal-day';
import { portalMetadata } from '@/components/portal/portal-metadata';
import { APP_NAME } from '@/lib/config/app';
import { CARD_ABROAD, methodLabel } from '@/lib/format/receipt';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { localeOf, textFor, type ServerT } from '@/lib/i18n/server';
import { formatPesoExact } from '@/lib/format/money';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listLawyerPayments } from '@/lib/server/payments/payouts/list-lawyer-payments';
import { env } from '@/lib/server/env';
import type { StatementEntry } from '@/lib/dto/refund';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(await localeOf(params), '/lawyer-portal/payments', 'payments.metaTitle');
}
export const dynamic = 'force-dynamic';

/** What the page and its rows need besides the data: its text and language. */
type Words = { t: ServerT<'portal'>; locale: Locale };

/** A provider's method code as the lawyer knows it ("Card" worded in the page's language). */
const method = (code: string | null | undefined, t: ServerT<'portal'>) =>
  !code ? '—' : code === 'card' ? t('payments.card') : code === CARD_ABROAD ? t('payments.cardAbroad') : methodLabel(code);

/** The statement: every paid item with its fee, refunds, net and payout, newest first, with totals and a CSV export. */
export default async function LawyerPaymentsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const words: Words = { t: await textFor(locale, 'portal'), locale };
  const { t: w } = words;
  const at = (path: string) => localePath(locale, path);
  const percent = env().PLATFORM_FEE_PERCENT;
  const user = await requirePageUser('/lawyer-portal/payments');
  const page = Math.min(Math.max(Number((await searchParams).page) || 0, 0), 10_000);
  const ledger = await listLawyerPayments(user.id, { page });
  const t = ledger.totals;
  const totals = [
    // `id`: the test id stays the English name whatever the page's language.
    // "After the platform fee" only where a fee was taken (issue 57: it stood beside a ₱0 fee).
    { id: 'Earned', label: w('payments.earned'), value: t.net, note: w(t.fee > 0 ? 'payments.earnedNote' : 'payments.earnedNoFee') },
    { id: 'Paid out', label: w('payments.paidOut'), value: t.paid_out, note: w('payments.paidOutNote') },
    {
      id: 'Owed to you',
      label: w('payments.owed'),
      value: t.owed + t.in_batch,
      note: t.in_batch ? w('payments.owedInBatch', { amount: formatPeso(t.in_batch) }) : w('payments.owedNext'),
    },
    { id: 'Held', label: w('payments.held'), value: t.held, note: w('payments.heldNote') },
  ];
  return (
    <div className="container-page max-w-6xl py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{w('payments.heading')}</h1>
        {/* A download, not a page: a plain link the browser saves. */}
        <a href="/api/v1/lawyers/payments/csv" download className="btn-outline">
          {w('payments.csv')}
        </a>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        {totals.map((x) => (
          <div key={x.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{x.label}</dt>
            <dd className="mt-1 text-lg font-bold text-slate-900" data-testid={`total-${x.id}`}>
              {formatPesoExact(x.value)}
            </dd>
            <dd className="text-xs text-slate-500">{x.note}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        {w('payments.summary', {
          gross: formatPesoExact(t.gross),
          fee: formatPesoExact(t.fee),
          refunded: formatPesoExact(t.refunded),
          refunding: t.refunding ? w('payments.summaryRefunding', { amount: formatPesoExact(t.refunding) }) : '',
        })}
      </p>
      <p className="mt-1 text-sm text-slate-600" data-testid="fee-model">
        {percent > 0 ? w('payments.feeNote', { app: APP_NAME, percent: String(percent) }) : w('payments.feeNone', { app: APP_NAME })}
      </p>
      <section aria-label={w('payments.ledger')} className="mt-6 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {ledger.results.length === 0 ? (
          <p className="p-6 text-sm text-slate-600">{w('payments.none')}</p>
        ) : (
          <>
            {/* Phones: one card per payment, nothing to scroll sideways (issue 17). */}
            <ul className="divide-y divide-slate-200 md:hidden">
              {ledger.results.map((r) => (
                <li key={r._id} className="p-4 text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 break-words font-medium text-slate-900">
                      <PaidItem row={r} locale={locale} />
                    </span>
                    <span className="shrink-0 font-semibold text-slate-900">{formatPesoExact(r.net)}</span>
                  </div>
                  <p className="mt-1 text-slate-600">
                    {portalDay(r.paid_at, locale)} · {method(r.method, w)} ·{' '}
                    {w('payments.rowFee', { gross: formatPesoExact(r.gross), fee: formatPesoExact(r.fee) })}
                    {r.refunded ? w('payments.rowRefunded', { amount: formatPesoExact(r.refunded) }) : ''}
                  </p>
                  <p className="mt-1 text-slate-700">
                    <Payout row={r} {...words} />
                  </p>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-medium">
                      {w('payments.colPaid')}
                    </th>
                    <th scope="col" className="px-4 py-2 font-medium">
                      {w('payments.colItem')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      {w('payments.colGross')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      {w('payments.colFee')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      {w('payments.colRefunded')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      {w('payments.colNet')}
                    </th>
                    <th scope="col" className="px-4 py-2 font-medium">
                      {w('payments.colPayout')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {ledger.results.map((r) => (
                    <tr key={r._id}>
                      <td className="whitespace-nowrap px-4 py-2">{portalDay(r.paid_at, locale)}</td>
                      <td className="px-4 py-2">
                        <PaidItem row={r} locale={locale} />
                        <span className="block text-xs text-slate-500">{method(r.method, w)}</span>
                      </td>
                      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{formatPesoExact(r.gross)}</td>
                      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{formatPesoExact(r.fee)}</td>
                      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
                        {r.refunded ? formatPesoExact(r.refunded) : '—'}
                      </td>
                      <td className="whitespace-nowrap px-4 py-2 text-right font-medium tabular-nums">{formatPesoExact(r.net)}</td>
                      <td className="px-4 py-2">
                        <Payout row={r} {...words} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      <nav aria-label={w('payments.pages')} className="mt-4 flex justify-between">
        {page > 0 ? (
          <Link href={at(`/lawyer-portal/payments?page=${page - 1}`)} className="btn-ghost">
            {w('payments.newer')}
          </Link>
        ) : (
          <span />
        )}
        {ledger.hasMore && (
          <Link href={at(`/lawyer-portal/payments?page=${page + 1}`)} className="btn-ghost">
            {w('payments.older')}
          </Link>
        )}
      </nav>
    </div>
  );
}

/** What was paid for, linked to its meeting or work item: the same on the phone card and the table row. */
function PaidItem({ row, locale }: { row: StatementEntry; locale: Locale }) {
  const href = row.meeting_id
    ? localePath(locale, `/lawyer-portal/meeting/${row.meeting_id}`)
    : row.work_item_id
      ? localePath(locale, `/lawyer-portal/work-items/${row.work_item_id}`)
      : null;
  return href ? (
    <Link href={href} className="text-primary hover:underline">
      {row.item}
    </Link>
  ) : (
    <>{row.item}</>
  );
}

/** Where the net stands: owed, in a batch, or paid on a day with the bank's reference. */
function Payout({ row, t, locale }: { row: StatementEntry } & Words) {
  const { state, paid_at, reference } = row.payout;
  if (state === 'paid' && paid_at) {
    return (
      <>
        {t('payments.paidOn', { day: portalDay(paid_at, locale) })}
        <span className="block break-all text-xs text-slate-500">{t('payments.ref', { reference })}</span>
      </>
    );
  }
  return <>{t(`payments.state.${state}`)}</>;
}
