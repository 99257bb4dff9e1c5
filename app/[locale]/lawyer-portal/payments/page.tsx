import type { Metadata } from 'next';
import Link from 'next/link';
import { methodLabel } from '@/components/booking/checkout-summary';
import { formatDay, formatPeso } from '@/components/lawyers/format';
import { formatPesoExact } from '@/lib/format/money';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listLawyerPayments } from '@/lib/server/payouts/list-lawyer-payments';
import { lawyerSideFeeNote } from '@/lib/server/payments/platform-fee';
import type { StatementEntry } from '@/lib/dto/refund';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

export const metadata: Metadata = { title: 'Payments' };
export const dynamic = 'force-dynamic';

const STATE: Record<StatementEntry['payout']['state'], string> = {
  held: 'Held until the meeting is settled',
  owed: 'Owed to you',
  in_batch: 'In a payout batch',
  paid: 'Paid out',
  refunding: 'Being refunded to the client',
  refunded: 'Refunded to the client',
};

/** The statement: every paid item with its fee, refunds, net and payout, newest first, with totals and a CSV export. */
export default async function LawyerPaymentsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const user = await requirePageUser('/lawyer-portal/payments');
  const page = Math.min(Math.max(Number((await searchParams).page) || 0, 0), 10_000);
  const ledger = await listLawyerPayments(user.id, { page });
  const t = ledger.totals;
  const totals = [
    { label: 'Earned', value: t.net, note: 'after the platform fee' },
    { label: 'Paid out', value: t.paid_out, note: 'sent to your bank' },
    {
      label: 'Owed to you',
      value: t.owed + t.in_batch,
      note: t.in_batch ? `${formatPeso(t.in_batch)} in a payout batch` : 'in the next payout',
    },
    { label: 'Held', value: t.held, note: 'until the meeting is settled' },
  ];
  return (
    <div className="container-page max-w-6xl py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Payments</h1>
        {/* A download, not a page: a plain link the browser saves. */}
        <a href="/api/v1/lawyers/payments/csv" download className="btn-outline">
          Download CSV
        </a>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        {totals.map((x) => (
          <div key={x.label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{x.label}</dt>
            <dd className="mt-1 text-lg font-bold text-slate-900" data-testid={`total-${x.label}`}>
              {formatPesoExact(x.value)}
            </dd>
            <dd className="text-xs text-slate-500">{x.note}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        Clients paid {formatPesoExact(t.gross)} in all; platform fee {formatPesoExact(t.fee)}; refunded {formatPesoExact(t.refunded)}
        {t.refunding ? `; ${formatPesoExact(t.refunding)} being refunded` : ''}. Nothing is paid out until the cancellation policy can no
        longer refund it.
      </p>
      <p className="mt-1 text-sm text-slate-600" data-testid="fee-model">
        {lawyerSideFeeNote()}
      </p>
      <section aria-label="Ledger" className="mt-6 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {ledger.results.length === 0 ? (
          <p className="p-6 text-sm text-slate-600">No payments yet.</p>
        ) : (
          <>
            {/* Phones: one card per payment, nothing to scroll sideways (issue 17). */}
            <ul className="divide-y divide-slate-200 md:hidden">
              {ledger.results.map((r) => (
                <li key={r._id} className="p-4 text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 break-words font-medium text-slate-900">
                      <PaidItem row={r} />
                    </span>
                    <span className="shrink-0 font-semibold text-slate-900">{formatPesoExact(r.net)}</span>
                  </div>
                  <p className="mt-1 text-slate-600">
                    {formatDay(r.paid_at, DEFAULT_TIME_ZONE)} · {r.method ? methodLabel(r.method) : '—'} · {formatPesoExact(r.gross)} − fee{' '}
                    {formatPesoExact(r.fee)}
                    {r.refunded ? ` − refunded ${formatPesoExact(r.refunded)}` : ''}
                  </p>
                  <p className="mt-1 text-slate-700">
                    <Payout row={r} />
                  </p>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-medium">
                      Paid
                    </th>
                    <th scope="col" className="px-4 py-2 font-medium">
                      Item
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      Gross
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      Fee
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      Refunded
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      Net
                    </th>
                    <th scope="col" className="px-4 py-2 font-medium">
                      Payout
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {ledger.results.map((r) => (
                    <tr key={r._id}>
                      <td className="whitespace-nowrap px-4 py-2">{formatDay(r.paid_at, DEFAULT_TIME_ZONE)}</td>
                      <td className="px-4 py-2">
                        <PaidItem row={r} />
                        <span className="block text-xs text-slate-500">{r.method ? methodLabel(r.method) : '—'}</span>
                      </td>
                      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{formatPesoExact(r.gross)}</td>
                      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{formatPesoExact(r.fee)}</td>
                      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
                        {r.refunded ? formatPesoExact(r.refunded) : '—'}
                      </td>
                      <td className="whitespace-nowrap px-4 py-2 text-right font-medium tabular-nums">{formatPesoExact(r.net)}</td>
                      <td className="px-4 py-2">
                        <Payout row={r} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      <nav aria-label="Pages" className="mt-4 flex justify-between">
        {page > 0 ? (
          <Link href={`/lawyer-portal/payments?page=${page - 1}`} className="btn-ghost">
            Newer
          </Link>
        ) : (
          <span />
        )}
        {ledger.hasMore && (
          <Link href={`/lawyer-portal/payments?page=${page + 1}`} className="btn-ghost">
            Older
          </Link>
        )}
      </nav>
    </div>
  );
}

/** What was paid for, linked to its meeting or work item: the same on the phone card and the table row. */
function PaidItem({ row }: { row: StatementEntry }) {
  const href = row.meeting_id
    ? `/lawyer-portal/meeting/${row.meeting_id}`
    : row.work_item_id
      ? `/lawyer-portal/work-items/${row.work_item_id}`
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
function Payout({ row }: { row: StatementEntry }) {
  const { state, paid_at, reference } = row.payout;
  if (state === 'paid' && paid_at) {
    return (
      <>
        Paid {formatDay(paid_at, DEFAULT_TIME_ZONE)}
        <span className="block break-all text-xs text-slate-500">Ref. {reference}</span>
      </>
    );
  }
  return <>{STATE[state]}</>;
}
