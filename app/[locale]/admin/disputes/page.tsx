import type { Metadata } from 'next';
import { AdminPageHeading } from '@/components/admin/admin-table';
import { DisputeDecisionDialog } from '@/components/admin/dispute-decision-dialog';
import type { AdminDisputeDto } from '@/features/services/dto/service-orders';
import { formatPeso } from '@/lib/format/money';
import { formatStamp } from '@/lib/format/zoned-time';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { INTL_LOCALE } from '@/lib/i18n/config';
import type { Locale } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { listAdminDisputes } from '@/features/services/server/disputes/admin-disputes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await textFor(await localeOf(params), 'disputes');
  return { title: t('admin.title') };
}
export const dynamic = 'force-dynamic';

type Words = Awaited<ReturnType<typeof textFor<'disputes'>>>;
type ServiceWords = Awaited<ReturnType<typeof textFor<'services'>>>;

const stamp = (iso: string, locale: Locale) => formatStamp(iso, DEFAULT_TIME_ZONE, locale === 'en' ? undefined : INTL_LOCALE[locale]);

/** One dispute as a card (a table of long texts reads badly at 375 px): the parties, the money, both sides, the decision. */
function DisputeCard({ d, t, s, locale }: { d: AdminDisputeDto; t: Words; s: ServiceWords; locale: Locale }) {
  const service = s(`catalogue.${d.service_type}.name` as 'catalogue.DEMAND_LETTER.name');
  const late = d.answer === null && new Date(d.answer_by) < new Date();
  return (
    <article className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" data-testid="admin-dispute">
      <header className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h3 className="font-semibold text-slate-900">{service}</h3>
        <p className="text-xs text-slate-500">{t('admin.openedAt', { date: stamp(d.opened_at, locale) })}</p>
      </header>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('admin.order')}</dt>
        <dd className="break-all font-mono text-xs text-slate-800">{d.work_item_id}</dd>
        <dt className="text-slate-600">{t('admin.client')}</dt>
        <dd className="text-slate-900">{d.client_name}</dd>
        <dt className="text-slate-600">{t('admin.lawyer')}</dt>
        <dd className="text-slate-900">{d.lawyer_name}</dd>
        <dt className="text-slate-600">{t('admin.paid')}</dt>
        <dd className="font-semibold tabular-nums text-slate-900">{formatPeso(d.paid_pesos * 100)}</dd>
      </dl>
      <section className="mt-4">
        <h4 className="text-sm font-medium text-slate-700">{t('admin.reason')}</h4>
        <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-900">{d.reason}</p>
        <h4 className="mt-3 text-sm font-medium text-slate-700">{t('admin.files')}</h4>
        {d.files.length ? (
          <ul className="mt-1 space-y-1 text-sm">
            {d.files.map((f) => (
              <li key={f._id}>
                <a className="break-all text-primary hover:underline" href={`/api/v1/files/${f._id}`} target="_blank" rel="noreferrer">
                  {f.name}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-500">{t('admin.noFiles')}</p>
        )}
      </section>
      <section className="mt-4">
        <h4 className="text-sm font-medium text-slate-700">{t('admin.answer')}</h4>
        {d.answer !== null ? (
          <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-900">{d.answer}</p>
        ) : (
          <p className={`mt-1 text-sm ${late ? 'text-red-800' : 'text-slate-600'}`}>
            {t(late ? 'admin.answerLate' : 'admin.answerDue', { date: stamp(d.answer_by, locale) })}
          </p>
        )}
      </section>
      <footer className="mt-4 border-t border-slate-100 pt-4">
        {d.outcome === null ? (
          <DisputeDecisionDialog
            disputeId={d._id}
            paidPesos={d.paid_pesos}
            label={`${service} · ${d.client_name} · ${d.lawyer_name} · ${formatPeso(d.paid_pesos * 100)}`}
          />
        ) : (
          <div className="space-y-1 text-sm">
            <p className="font-semibold text-slate-900">
              {t('admin.decision', { outcome: t(`admin.outcomes.${d.outcome}`), date: d.decided_at ? stamp(d.decided_at, locale) : '' })}
            </p>
            {d.refund_pesos !== null ? (
              <p className="text-slate-700">{t('admin.refunded', { amount: formatPeso(d.refund_pesos * 100) })}</p>
            ) : null}
            {d.decision_reason ? <p className="whitespace-pre-wrap break-words text-slate-700">{d.decision_reason}</p> : null}
          </div>
        )}
      </footer>
    </article>
  );
}

/** Issue 62: the service-order disputes to decide (open, oldest first), then those decided in the last 90 days. */
export default async function DisputesPage({ params }: Props) {
  await requireAdminPage();
  const locale = await localeOf(params);
  const t = await textFor(locale, 'disputes');
  const s = await textFor(locale, 'services');
  const { disputes } = await listAdminDisputes();
  const open = disputes.filter((d) => d.outcome === null);
  const decided = disputes.filter((d) => d.outcome !== null);
  return (
    <main className="container-page py-8">
      <AdminPageHeading title={t('admin.title')}>{t('admin.intro')}</AdminPageHeading>
      <ClientMessages locale={locale} namespaces={[['disputes', ['admin.']]]}>
        {[
          { key: 'open', heading: t('admin.openHeading'), list: open },
          { key: 'decided', heading: t('admin.decidedHeading'), list: decided },
        ].map((group) => (
          <section key={group.key} aria-labelledby={`${group.key}-heading`} className="mb-8">
            <h2 id={`${group.key}-heading`} className="mb-3 text-lg font-semibold text-slate-900">
              {group.heading} <span className="text-sm font-normal text-slate-500">({group.list.length})</span>
            </h2>
            {group.list.length ? (
              <div className="grid gap-4 lg:grid-cols-2">
                {group.list.map((d) => (
                  <DisputeCard key={d._id} d={d} t={t} s={s} locale={locale} />
                ))}
              </div>
            ) : (
              <p className="text-sm text-slate-600">{t('admin.empty')}</p>
            )}
          </section>
        ))}
      </ClientMessages>
    </main>
  );
}
