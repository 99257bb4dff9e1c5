import type { Metadata } from 'next';
import { AdminPageHeading, AdminTable, Pager, StatusBadge, When, query } from '@/components/admin/admin-table';
import { MarkPayoutPaid } from '@/components/admin/actions';
import { PayoutBatchForm } from '@/components/admin/payout-batch-form';
import { formatPesoExact } from '@/lib/format/money';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { getPayoutsOverview } from '@/lib/server/payouts/list-payouts';
import { payoutsQuerySchema } from '@/lib/validation/admin';

export const metadata: Metadata = { title: 'Payouts' };
export const dynamic = 'force-dynamic';

/** What the platform owes lawyers, and the batches that pay them (made here, paid by the bank from their CSV). */
export default async function PayoutsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const parsed = payoutsQuerySchema.safeParse(await searchParams);
  const page = (parsed.success && parsed.data.page) || 0;
  const { owed, batches } = await getPayoutsOverview({ page });
  const payable = owed.filter((o) => o.has_banking_info);
  return (
    <main className="container-page py-8">
      <AdminPageHeading title="Payouts">
        A paid item is owed to its lawyer once the cancellation policy can no longer refund it (the consultation is settled, or it is an
        engagement). Choose who to pay and make a batch, download its CSV for the bank, and mark it paid with the bank&apos;s reference:
        each lawyer is told.
      </AdminPageHeading>
      <section aria-labelledby="owed-heading" className="mb-8">
        <h2 id="owed-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Owed now
        </h2>
        <AdminTable
          caption="Owed to lawyers"
          empty="Nothing is owed to any lawyer right now."
          columns={[
            { label: 'Lawyer' },
            { label: 'Items', className: 'md:text-right' },
            { label: 'Gross', className: 'md:text-right' },
            { label: 'Fee', className: 'md:text-right' },
            { label: 'Net owed', className: 'md:text-right' },
            { label: 'Bank' },
          ]}
          rows={owed.map((o) => ({
            key: o.lawyer._id,
            cells: [
              <div key="l">
                <p>Atty. {o.lawyer.name}</p>
                <p className="break-all text-xs text-slate-500">{o.lawyer.email}</p>
              </div>,
              <span key="i" className="tabular-nums">
                {o.items}
              </span>,
              <span key="g" className="tabular-nums">
                {formatPesoExact(o.gross)}
              </span>,
              <span key="f" className="tabular-nums">
                {formatPesoExact(o.fee)}
              </span>,
              <span key="n" className="font-semibold tabular-nums">
                {formatPesoExact(o.net)}
              </span>,
              o.has_banking_info ? (
                <span key="b">Banking info on file</span>
              ) : (
                <span key="b" className="text-red-800">
                  No banking info yet: left out of batches
                </span>
              ),
            ],
          }))}
        />
        {payable.length ? (
          <PayoutBatchForm payable={payable.map((o) => ({ lawyer: o.lawyer, items: o.items, net: o.net, payment_ids: o.payment_ids }))} />
        ) : null}
      </section>
      <section aria-labelledby="batches-heading">
        <h2 id="batches-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Batches
        </h2>
        <AdminTable
          caption="Payout batches"
          empty="No payout batches yet."
          columns={[
            { label: 'Made' },
            { label: 'Batch' },
            { label: 'Total', className: 'md:text-right' },
            { label: 'State' },
            { label: 'Bank', className: 'md:w-72' },
          ]}
          rows={batches.results.map((b) => ({
            key: b._id,
            cells: [
              <div key="c">
                <When iso={b.created_at} />
                {b.created_by ? <p className="text-xs text-slate-500">by {b.created_by.name}</p> : null}
              </div>,
              <div key="b">
                <p className="break-all font-mono text-xs text-slate-500">{b._id}</p>
                <p className="text-sm">
                  {b.lawyers} lawyer{b.lawyers === 1 ? '' : 's'}, {b.items} item{b.items === 1 ? '' : 's'}
                </p>
              </div>,
              <span key="t" className="font-semibold tabular-nums">
                {formatPesoExact(b.total)}
              </span>,
              <div key="s" className="space-y-1">
                <StatusBadge status={b.status} label={b.status === 'PAID' ? 'Paid' : 'Open'} />
                {b.paid_at ? (
                  <p className="text-xs text-slate-500">
                    Paid <When iso={b.paid_at} />
                  </p>
                ) : null}
              </div>,
              <div key="a" className="flex flex-col items-start gap-2 text-sm">
                {/* A download: a plain link the browser saves. */}
                <a href={`/api/v1/admin/payouts/${b._id}/csv`} download className="text-primary underline">
                  Download CSV for the bank
                </a>
                {b.status === 'OPEN' ? (
                  <MarkPayoutPaid batchId={b._id} />
                ) : (
                  <p className="break-all">
                    Ref. <span className="font-mono">{b.bank_reference}</span>
                  </p>
                )}
              </div>,
            ],
          }))}
        />
        <Pager page={batches.page} hasMore={batches.hasMore} total={batches.total} href={(p) => `/admin/payouts${query({ page: p })}`} />
      </section>
    </main>
  );
}
