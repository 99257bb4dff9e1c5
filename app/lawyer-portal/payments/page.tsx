import type { Metadata } from 'next';
import Link from 'next/link';
import { methodLabel } from '@/components/booking/checkout-summary';
import { formatDay, formatPeso } from '@/components/lawyers/format';
import { formatPesoExact } from '@/lib/format/money';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listLawyerPayments } from '@/lib/server/payments/list-lawyer-payments';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

export const metadata: Metadata = { title: 'Payments' };
export const dynamic = 'force-dynamic';

const KIND = { meeting: 'Meeting', 'work-item': 'Work item', 'additional-service': 'Additional service' } as const;

/** The ledger: every paid meeting and work item, newest first, with totals. */
export default async function LawyerPaymentsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const user = await requirePageUser('/lawyer-portal/payments');
  const page = Math.min(Math.max(Number((await searchParams).page) || 0, 0), 10_000);
  const ledger = await listLawyerPayments(user.id, { page });
  const totals = [
    { label: 'Total received', value: ledger.totals.all_time },
    { label: 'This month', value: ledger.totals.this_month },
    { label: 'From meetings', value: ledger.totals.meetings },
    { label: 'From work items', value: ledger.totals.work_items },
  ];
  return (
    <div className="container-page max-w-5xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Payments</h1>
      <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        {totals.map((t) => (
          <div key={t.label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{t.label}</dt>
            <dd className="mt-1 text-lg font-bold text-slate-900" data-testid={`total-${t.label}`}>{formatPeso(t.value)}</dd>
          </div>
        ))}
      </dl>
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
                    <Link href={`/lawyer-portal/clients/${r.client._id}`} className="min-w-0 truncate font-medium text-primary hover:underline">
                      {r.client.name}
                    </Link>
                    <span className="shrink-0 font-semibold text-slate-900">{formatPesoExact(r.amount)}</span>
                  </div>
                  <p className="mt-1 break-words text-slate-700">
                    <PaidItem row={r} />
                  </p>
                  <p className="mt-1 text-slate-600">
                    {formatDay(r.paid_at, DEFAULT_TIME_ZONE)} · {r.method ? methodLabel(r.method) : '—'}
                  </p>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-medium">Date</th>
                    <th scope="col" className="px-4 py-2 font-medium">Client</th>
                    <th scope="col" className="px-4 py-2 font-medium">Item</th>
                    <th scope="col" className="px-4 py-2 font-medium">Method</th>
                    <th scope="col" className="px-4 py-2 text-right font-medium">Amount</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {ledger.results.map((r) => (
                    <tr key={r._id}>
                      <td className="whitespace-nowrap px-4 py-2">{formatDay(r.paid_at, DEFAULT_TIME_ZONE)}</td>
                      <td className="px-4 py-2">
                        <Link href={`/lawyer-portal/clients/${r.client._id}`} className="text-primary hover:underline">
                          {r.client.name}
                        </Link>
                      </td>
                      <td className="px-4 py-2">
                        <PaidItem row={r} />
                      </td>
                      <td className="px-4 py-2">{r.method ? methodLabel(r.method) : '—'}</td>
                      <td className="whitespace-nowrap px-4 py-2 text-right font-medium">{formatPesoExact(r.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      <nav aria-label="Pages" className="mt-4 flex justify-between">
        {page > 0 ? <Link href={`/lawyer-portal/payments?page=${page - 1}`} className="btn-ghost">Newer</Link> : <span />}
        {ledger.hasMore && <Link href={`/lawyer-portal/payments?page=${page + 1}`} className="btn-ghost">Older</Link>}
      </nav>
    </div>
  );
}

/** What was paid for, linked to its meeting or work item: the same on the phone card and the table row. */
function PaidItem({ row }: { row: { kind: keyof typeof KIND; description: string; meeting_id: string | null; work_item_id: string | null } }) {
  const href = row.meeting_id ? `/lawyer-portal/meeting/${row.meeting_id}` : row.work_item_id ? `/lawyer-portal/work-items/${row.work_item_id}` : null;
  return (
    <>
      <span className="text-slate-600">{KIND[row.kind]}: </span>
      {href ? (
        <Link href={href} className="hover:underline">
          {row.description}
        </Link>
      ) : (
        row.description
      )}
    </>
  );
}
