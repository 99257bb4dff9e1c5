import type { Metadata } from 'next';
import { MarkPayoutPaid } from '@/components/admin/actions';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminPageHeading, AdminTable, Pager, StatusBadge, When, query } from '@/components/admin/admin-table';
import { PayoutBatchForm } from '@/components/admin/payout-batch-form';
import { formatPesoExact } from '@/lib/format/money';
import { localePath } from '@/lib/i18n/paths';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { getPayoutsOverview } from '@/lib/server/payments/payouts/list-payouts';
import { payoutsQuerySchema } from '@/lib/validation/admin';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return adminMetadata(params, 'payouts.metaTitle');
}
export const dynamic = 'force-dynamic';

/** What the platform owes lawyers, and the batches that pay them (made here, paid by the bank from their CSV). */
export default async function PayoutsPage({ params, searchParams }: Props) {
  await requireAdminPage();
  const { t, locale } = await adminWords(params);
  const parsed = payoutsQuerySchema.safeParse(await searchParams);
  const page = (parsed.success && parsed.data.page) || 0;
  const { owed, batches } = await getPayoutsOverview({ page });
  const payable = owed.filter((o) => o.has_banking_info);
  return (
    <main className="container-page py-8">
      <AdminPageHeading title={t('payouts.heading')}>{t('payouts.intro')}</AdminPageHeading>
      <section aria-labelledby="owed-heading" className="mb-8">
        <h2 id="owed-heading" className="mb-2 text-lg font-semibold text-slate-900">
          {t('payouts.owedHeading')}
        </h2>
        <AdminTable
          caption={t('payouts.owedCaption')}
          empty={t('payouts.owedEmpty')}
          columns={[
            { label: t('payouts.lawyer') },
            { label: t('payouts.items'), className: 'md:text-right' },
            { label: t('payouts.gross'), className: 'md:text-right' },
            { label: t('payouts.fee'), className: 'md:text-right' },
            { label: t('payouts.net'), className: 'md:text-right' },
            { label: t('payouts.bank') },
          ]}
          rows={owed.map((o) => ({
            key: o.lawyer._id,
            cells: [
              <div key="l">
                <p>{t('payouts.atty', { name: o.lawyer.name })}</p>
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
                <span key="b">{t('payouts.bankOnFile')}</span>
              ) : (
                <span key="b" className="text-red-800">
                  {t('payouts.noBank')}
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
          {t('payouts.batchesHeading')}
        </h2>
        <AdminTable
          caption={t('payouts.batchesCaption')}
          empty={t('payouts.batchesEmpty')}
          columns={[
            { label: t('payouts.made') },
            { label: t('payouts.batch') },
            { label: t('payouts.total'), className: 'md:text-right' },
            { label: t('payouts.state') },
            { label: t('payouts.bank'), className: 'md:w-72' },
          ]}
          rows={batches.results.map((b) => ({
            key: b._id,
            cells: [
              <div key="c">
                <When iso={b.created_at} locale={locale} />
                {b.created_by ? <p className="text-xs text-slate-500">{t('payouts.by', { name: b.created_by.name })}</p> : null}
              </div>,
              <div key="b">
                <p className="break-all font-mono text-xs text-slate-500">{b._id}</p>
                <p className="text-sm">{t('payouts.counts', { lawyers: b.lawyers, items: b.items })}</p>
              </div>,
              <span key="t" className="font-semibold tabular-nums">
                {formatPesoExact(b.total)}
              </span>,
              <div key="s" className="space-y-1">
                <StatusBadge status={b.status} label={b.status === 'PAID' ? t('payouts.paid') : t('payouts.open')} />
                {b.paid_at ? (
                  <p className="text-xs text-slate-500">
                    {t('payouts.paidAt')} <When iso={b.paid_at} locale={locale} />
                  </p>
                ) : null}
              </div>,
              <div key="a" className="flex flex-col items-start gap-2 text-sm">
                {/* A download: a plain link the browser saves. */}
                <a href={`/api/v1/admin/payouts/${b._id}/csv`} download className="text-primary underline">
                  {t('payouts.csv')}
                </a>
                {b.status === 'OPEN' ? (
                  <MarkPayoutPaid batchId={b._id} />
                ) : (
                  <p className="break-all">
                    {t('payouts.ref')} <span className="font-mono">{b.bank_reference}</span>
                  </p>
                )}
              </div>,
            ],
          }))}
        />
        <Pager
          t={t}
          page={batches.page}
          hasMore={batches.hasMore}
          total={batches.total}
          href={(p) => localePath(locale, `/admin/payouts${query({ page: p })}`)}
        />
      </section>
    </main>
  );
}
