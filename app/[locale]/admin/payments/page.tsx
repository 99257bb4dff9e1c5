import type { Metadata } from 'next';
import { RefundAction, RefundDecision } from '@/components/admin/actions';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminPageHeading, AdminTable, FilterTabs, Pager, StatusBadge, When, query, type AdminWords } from '@/components/admin/admin-table';
import type { AdminPayment } from '@/lib/dto/admin';
import { formatPeso } from '@/lib/format/money';
import { INTL_LOCALE } from '@/lib/i18n/config';
import { localePath } from '@/lib/i18n/paths';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { listAdminPayments } from '@/lib/server/payments/list-admin-payments';
import { paymentTotals } from '@/lib/server/payments/payment-totals';
import { adminPaymentsQuerySchema, PAYMENT_FILTERS } from '@/lib/validation/admin';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return adminMetadata(params, 'payments.metaTitle');
}
export const dynamic = 'force-dynamic';

export default async function PaymentsPage({ params, searchParams }: Props) {
  await requireAdminPage();
  const words = await adminWords(params);
  const { t, locale } = words;
  const at = (path: string) => localePath(locale, path);
  const parsed = adminPaymentsQuerySchema.safeParse(await searchParams);
  const status = parsed.success ? parsed.data.status : undefined;
  const reference = parsed.success ? parsed.data.reference : undefined;
  const page = (parsed.success && parsed.data.page) || 0;
  const [payments, totals] = await Promise.all([listAdminPayments({ status, reference, page }), paymentTotals({ days: 30 })]);
  const all = Object.values(totals.counts).reduce((a, b) => a + b, 0);
  return (
    <main className="container-page py-8">
      <AdminPageHeading title={t('payments.heading')}>{t('payments.intro')}</AdminPageHeading>
      <section aria-labelledby="days-heading" className="mb-6">
        <h2 id="days-heading" className="mb-2 text-lg font-semibold text-slate-900">
          {t('payments.daysHeading')}
        </h2>
        <AdminTable
          caption={t('payments.daysCaption')}
          empty={t('payments.daysEmpty')}
          columns={[
            { label: t('payments.day') },
            { label: t('payments.paid'), className: 'md:text-right' },
            { label: t('payments.refunded'), className: 'md:text-right' },
            { label: t('payments.toRefund'), className: 'md:text-right' },
          ]}
          rows={totals.days.map((d) => ({
            key: d.day,
            cells: [
              <span key="d" className="font-medium">
                {new Date(`${d.day}T00:00:00Z`).toLocaleDateString(INTL_LOCALE[locale], {
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
        label={t('payments.filterLabel')}
        current={status ?? 'ALL'}
        tabs={[
          { value: 'ALL', label: t('payments.all'), href: at('/admin/payments'), count: all },
          ...PAYMENT_FILTERS.map((s) => ({
            value: s,
            label: t(`payments.state.${s}`),
            href: at(`/admin/payments${query({ status: s })}`),
            count: totals.counts[s],
          })),
        ]}
      />
      <form method="get" action={at('/admin/payments')} role="search" className="mt-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-medium text-slate-700">
          {t('payments.findLabel')}
          <input
            name="reference"
            defaultValue={reference ?? ''}
            placeholder={t('payments.referencePlaceholder')}
            autoComplete="off"
            className="mt-1 w-48 rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm uppercase"
          />
        </label>
        <button type="submit" className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700">
          {t('payments.find')}
        </button>
        {!parsed.success ? <p className="w-full text-sm text-red-800">{parsed.error.issues[0]?.message}</p> : null}
      </form>
      <div className="mt-4">
        <AdminTable
          caption={t('payments.caption')}
          empty={t('payments.empty')}
          columns={[
            { label: t('payments.created') },
            { label: t('payments.payment') },
            { label: t('payments.parties') },
            { label: t('payments.amount'), className: 'md:text-right' },
            { label: t('payments.stateColumn') },
            { label: t('payments.refund'), className: 'md:w-72' },
          ]}
          rows={payments.results.map((p) => ({
            key: p._id,
            cells: [
              <When key="c" iso={p.created_at} locale={locale} />,
              <div key="p" className="min-w-0">
                <p className="text-slate-900">{p.description}</p>
                <p className="font-mono text-sm font-semibold text-slate-900">{p.reference}</p>
                <p className="text-xs text-slate-500">
                  {t('payments.provider', { provider: p.provider })}
                  {p.method ? ` · ${p.method}` : ''}
                  {p.work_item_id ? ` · ${t('payments.engagement')}` : p.meeting_id ? ` · ${t('payments.consultation')}` : ''}
                </p>
              </div>,
              <div key="w">
                <p>{p.customer.name}</p>
                <p className="break-all text-xs text-slate-500">{p.customer.email}</p>
                <p className="text-slate-600">{t('payments.toLawyer', { name: p.lawyer.name })}</p>
              </div>,
              <span key="a" className="font-semibold tabular-nums">
                {formatPeso(p.amount)}
              </span>,
              <div key="s" className="space-y-1">
                <StatusBadge status={p.status} label={t(`payments.state.${p.status}`)} />
                {p.paid_at ? (
                  <p className="text-xs text-slate-500">
                    {t('payments.paidAt')} <When iso={p.paid_at} locale={locale} />
                  </p>
                ) : null}
              </div>,
              <RefundCell key="r" payment={p} words={words} />,
            ],
          }))}
        />
        <Pager
          t={t}
          page={payments.page}
          hasMore={payments.hasMore}
          total={payments.total}
          href={(p) => at(`/admin/payments${query({ status, reference, page: p })}`)}
        />
      </div>
    </main>
  );
}

/** Where the payment's refund stands, and what the team may do about it. */
function RefundCell({ payment: p, words: { t, locale } }: { payment: AdminPayment; words: AdminWords }) {
  const r = p.refund;
  if (p.status === 'REFUNDED') {
    return (
      <div className="text-sm">
        <p className="break-all">
          {t('payments.ref')} <span className="font-mono">{p.refund_reference}</span>
          {r?.method === 'manual' ? ` ${t('payments.byHand')}` : ''}
        </p>
        <p className="text-xs text-slate-500">
          <When iso={p.refunded_at} locale={locale} />
        </p>
      </div>
    );
  }
  if (p.status === 'REFUND_REQUIRED' && r?.status === 'failed') {
    return (
      <div className="flex flex-col gap-2 text-sm">
        <p className="text-red-800">
          {r.failure_reason ? t('payments.providerFailedBecause', { reason: r.failure_reason }) : t('payments.providerFailed')}
        </p>
        <RefundAction paymentId={p._id} />
        <RefundDecision paymentId={p._id} again />
      </div>
    );
  }
  if (p.status === 'REFUND_REQUIRED') {
    return (
      <div className="text-sm">
        <p>
          {t('payments.withProvider')} <When iso={r?.created_at ?? null} locale={locale} />
        </p>
        {r?.failure_reason ? <p className="text-xs text-slate-500">{t('payments.lastAttempt', { reason: r.failure_reason })}</p> : null}
      </div>
    );
  }
  if (p.status === 'PAID' && p.in_payout) return <span className="text-sm text-slate-600">{t('payments.inPayout')}</span>;
  if (p.status === 'PAID' && p.meeting_status !== 'CONFIRMED') return <RefundDecision paymentId={p._id} />;
  return <span className="text-slate-400">—</span>;
}
