import type { Metadata } from 'next';
import { AdminPageHeading, AdminTable, FilterTabs, Pager, StatusBadge, When, query } from '@/components/admin/admin-table';
import { RefundAction, RefundDecision } from '@/components/admin/actions';
import type { AdminPayment } from '@/lib/dto/admin';
import { formatPeso } from '@/lib/format/money';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { listAdminPayments } from '@/lib/server/payments/list-admin-payments';
import { paymentTotals } from '@/lib/server/payments/payment-totals';
import { adminPaymentsQuerySchema, PAYMENT_FILTERS } from '@/lib/validation/admin';

export const metadata: Metadata = { title: 'Money' };
export const dynamic = 'force-dynamic';

const LABEL: Record<(typeof PAYMENT_FILTERS)[number], string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  FAILED: 'Failed',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
  REFUND_REQUIRED: 'Refund required',
  REFUNDED: 'Refunded',
};

export default async function PaymentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const parsed = adminPaymentsQuerySchema.safeParse(await searchParams);
  const status = parsed.success ? parsed.data.status : undefined;
  const reference = parsed.success ? parsed.data.reference : undefined;
  const page = (parsed.success && parsed.data.page) || 0;
  const [payments, totals] = await Promise.all([listAdminPayments({ status, reference, page }), paymentTotals({ days: 30 })]);
  const all = Object.values(totals.counts).reduce((a, b) => a + b, 0);
  return (
    <main className="container-page py-8">
      <AdminPageHeading title="Money">
        Payments by state. Every refund the policy grants goes through the payment provider by itself; only one the provider could not make
        is sent by hand and recorded here with its reference.
      </AdminPageHeading>
      <section aria-labelledby="days-heading" className="mb-6">
        <h2 id="days-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Last 30 days (Manila time)
        </h2>
        <AdminTable
          caption="Totals per day"
          empty="No money moved in the last 30 days."
          columns={[
            { label: 'Day' },
            { label: 'Paid', className: 'md:text-right' },
            { label: 'Refunded', className: 'md:text-right' },
            { label: 'Still to refund', className: 'md:text-right' },
          ]}
          rows={totals.days.map((d) => ({
            key: d.day,
            cells: [
              <span key="d" className="font-medium">
                {new Date(`${d.day}T00:00:00Z`).toLocaleDateString('en-PH', {
                  timeZone: 'UTC',
                  weekday: 'short',
                  month: 'short',
                  day: 'numeric',
                })}
              </span>,
              <span key="p" className="tabular-nums">
                {formatPeso(d.paid_amount)} <span className="text-slate-500">({d.paid_count})</span>
              </span>,
              <span key="r" className="tabular-nums">
                {formatPeso(d.refunded_amount)} <span className="text-slate-500">({d.refunded_count})</span>
              </span>,
              <span key="o" className={`tabular-nums ${d.refund_required_count ? 'font-semibold text-red-800' : ''}`}>
                {formatPeso(d.refund_required_amount)} <span className="text-slate-500">({d.refund_required_count})</span>
              </span>,
            ],
          }))}
        />
      </section>
      <FilterTabs
        label="Payment state"
        current={status ?? 'ALL'}
        tabs={[
          { value: 'ALL', label: 'All', href: '/admin/payments', count: all },
          ...PAYMENT_FILTERS.map((s) => ({
            value: s,
            label: LABEL[s],
            href: `/admin/payments${query({ status: s })}`,
            count: totals.counts[s],
          })),
        ]}
      />
      <form action="/admin/payments" role="search" className="mt-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-medium text-slate-700">
          Find by reference
          <input
            name="reference"
            defaultValue={reference ?? ''}
            placeholder="ABG-XXXX-XXXX"
            autoComplete="off"
            className="mt-1 w-48 rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm uppercase"
          />
        </label>
        <button type="submit" className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700">
          Find
        </button>
        {!parsed.success ? <p className="w-full text-sm text-red-800">{parsed.error.issues[0]?.message}</p> : null}
      </form>
      <div className="mt-4">
        <AdminTable
          caption="Payments"
          empty="No payments in this state."
          columns={[
            { label: 'Created' },
            { label: 'Payment' },
            { label: 'Client → lawyer' },
            { label: 'Amount', className: 'md:text-right' },
            { label: 'State' },
            { label: 'Refund', className: 'md:w-72' },
          ]}
          rows={payments.results.map((p) => ({
            key: p._id,
            cells: [
              <When key="c" iso={p.created_at} />,
              <div key="p" className="min-w-0">
                <p className="text-slate-900">{p.description}</p>
                <p className="font-mono text-sm font-semibold text-slate-900">{p.reference}</p>
                <p className="text-xs text-slate-500">
                  {p.provider === 'SANDBOX' ? 'Sandbox' : 'PayMongo'}
                  {p.method ? ` · ${p.method}` : ''}
                  {p.work_item_id ? ' · engagement' : p.meeting_id ? ' · consultation' : ''}
                </p>
              </div>,
              <div key="w">
                <p>{p.customer.name}</p>
                <p className="break-all text-xs text-slate-500">{p.customer.email}</p>
                <p className="text-slate-600">→ Atty. {p.lawyer.name}</p>
              </div>,
              <span key="a" className="font-semibold tabular-nums">
                {formatPeso(p.amount)}
              </span>,
              <div key="s" className="space-y-1">
                <StatusBadge status={p.status} label={LABEL[p.status]} />
                {p.paid_at ? (
                  <p className="text-xs text-slate-500">
                    Paid <When iso={p.paid_at} />
                  </p>
                ) : null}
              </div>,
              <RefundCell key="r" payment={p} />,
            ],
          }))}
        />
        <Pager
          page={payments.page}
          hasMore={payments.hasMore}
          total={payments.total}
          href={(p) => `/admin/payments${query({ status, reference, page: p })}`}
        />
      </div>
    </main>
  );
}

/** Where the payment's refund stands, and what the team may do about it. */
function RefundCell({ payment: p }: { payment: AdminPayment }) {
  const r = p.refund;
  if (p.status === 'REFUNDED') {
    return (
      <div className="text-sm">
        <p className="break-all">
          Ref. <span className="font-mono">{p.refund_reference}</span>
          {r?.method === 'manual' ? ' (by hand)' : ''}
        </p>
        <p className="text-xs text-slate-500">
          <When iso={p.refunded_at} />
        </p>
      </div>
    );
  }
  if (p.status === 'REFUND_REQUIRED' && r?.status === 'failed') {
    return (
      <div className="flex flex-col gap-2 text-sm">
        <p className="text-red-800">The provider could not refund it{r.failure_reason ? `: ${r.failure_reason}` : '.'}</p>
        <RefundAction paymentId={p._id} />
        <RefundDecision paymentId={p._id} again />
      </div>
    );
  }
  if (p.status === 'REFUND_REQUIRED') {
    return (
      <div className="text-sm">
        <p>
          With the provider since <When iso={r?.created_at ?? null} />
        </p>
        {r?.failure_reason ? <p className="text-xs text-slate-500">Last attempt: {r.failure_reason}</p> : null}
      </div>
    );
  }
  if (p.status === 'PAID' && p.in_payout) return <span className="text-sm text-slate-600">In a payout to the lawyer</span>;
  if (p.status === 'PAID' && p.meeting_status !== 'CONFIRMED') return <RefundDecision paymentId={p._id} />;
  return <span className="text-slate-400">—</span>;
}
