import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DismissReport, ModerationAction } from '@/components/admin/actions';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminPageHeading, AdminTable, FilterTabs, Pager, StatusBadge, When, query, statusLabel } from '@/components/admin/admin-table';
import type { ModerationTarget } from '@/lib/dto/admin';
import type { ServerT } from '@/lib/i18n/server';
import { localePath } from '@/lib/i18n/paths';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { listModeration } from '@/lib/server/admin/moderation/list-moderation';
import { listReports } from '@/lib/server/admin/moderation/list-reports';
import { moderationQuerySchema, reportsQuerySchema } from '@/lib/validation/admin';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return adminMetadata(params, 'moderation.metaTitle');
}
export const dynamic = 'force-dynamic';

const TABS = ['reports', 'hidden', 'reviews', 'profiles'] as const;
type Tab = (typeof TABS)[number];

function Target({ target, t }: { target: ModerationTarget; t: ServerT<'admin'> }): ReactNode {
  return (
    <div className="min-w-0 space-y-1">
      <p className="font-semibold text-slate-900">
        <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold uppercase text-slate-600">
          {t(`moderation.kind.${target.kind}`)}
        </span>
        {target.title}
      </p>
      {target.detail ? <p className="line-clamp-3 whitespace-pre-line text-slate-700">{target.detail}</p> : null}
      {target.url && !target.hidden ? (
        <a className="text-primary underline" href={target.url} target="_blank" rel="noopener noreferrer">
          {t('moderation.openPublic')}
        </a>
      ) : null}
    </div>
  );
}

export default async function ModerationPage({ params, searchParams }: Props) {
  await requireAdminPage();
  const { t, locale } = await adminWords(params);
  const at = (path: string) => localePath(locale, path);
  const raw = await searchParams;
  const tab: Tab = TABS.some((value) => value === raw.tab) ? (raw.tab as Tab) : 'reports';
  const tabs = (
    <FilterTabs
      label={t('moderation.listsLabel')}
      current={tab}
      tabs={TABS.map((value) => ({ value, label: t(`moderation.tab.${value}`), href: at(`/admin/moderation${query({ tab: value })}`) }))}
    />
  );
  const heading = <AdminPageHeading title={t('moderation.heading')}>{t('moderation.intro')}</AdminPageHeading>;

  if (tab === 'reports') {
    const parsed = reportsQuerySchema.safeParse(raw);
    const status = (parsed.success && parsed.data.status) || 'OPEN';
    const page = (parsed.success && parsed.data.page) || 0;
    const reports = await listReports({ status, page });
    return (
      <main className="container-page py-8">
        {heading}
        {tabs}
        <div className="mt-3">
          <FilterTabs
            label={t('moderation.statusLabel')}
            current={status}
            tabs={(['OPEN', 'ACTIONED', 'DISMISSED'] as const).map((s) => ({
              value: s,
              label: t(`moderation.reportStatus.${s}`),
              href: at(`/admin/moderation${query({ tab, status: s })}`),
            }))}
          />
        </div>
        <div className="mt-4">
          <AdminTable
            caption={t('moderation.reportsCaption')}
            empty={status === 'OPEN' ? t('moderation.emptyOpen') : t('moderation.emptyReports')}
            columns={[
              { label: t('moderation.reported'), className: 'md:w-2/5' },
              { label: t('moderation.report') },
              { label: t('moderation.received') },
              { label: t('moderation.action'), className: 'md:w-72' },
            ]}
            rows={reports.results.map((r) => ({
              key: r._id,
              cells: [
                r.target ? (
                  <Target key="t" target={r.target} t={t} />
                ) : (
                  <span key="t" className="text-slate-500">
                    {t('moderation.deleted')}
                  </span>
                ),
                <div key="r" className="space-y-1">
                  <p className="text-slate-900">“{r.reason}”</p>
                  <p className="text-slate-600">
                    {t('moderation.by', { name: r.reporter.name, type: r.reporter.type })}
                    {r.open_on_target > 1 ? ` · ${t('moderation.openOnTarget', { count: r.open_on_target })}` : ''}
                  </p>
                  {r.resolution ? <p className="text-slate-600">{t('moderation.outcome', { resolution: r.resolution })}</p> : null}
                </div>,
                <When key="w" iso={r.created_at} locale={locale} />,
                r.status === 'OPEN' ? (
                  <div key="a" className="flex flex-wrap items-start gap-2">
                    {r.target && !r.target.hidden ? (
                      <ModerationAction kind={r.target.kind} id={r.target._id} hidden={false} title={r.target.title} />
                    ) : null}
                    <DismissReport reportId={r._id} />
                  </div>
                ) : (
                  <StatusBadge key="a" status={r.status} label={statusLabel(t, r.status)} />
                ),
              ],
            }))}
          />
          <Pager
            t={t}
            page={reports.page}
            hasMore={reports.hasMore}
            total={reports.total}
            href={(p) => at(`/admin/moderation${query({ tab, status, page: p })}`)}
          />
        </div>
      </main>
    );
  }

  const parsed = moderationQuerySchema.safeParse(raw);
  const q = (parsed.success && parsed.data.q) || '';
  const page = (parsed.success && parsed.data.page) || 0;
  const list = await listModeration({ view: tab, q, page });
  return (
    <main className="container-page py-8">
      {heading}
      {tabs}
      {tab !== 'hidden' ? (
        <form method="get" className="mt-4 flex max-w-xl gap-2" action={at('/admin/moderation')}>
          <input type="hidden" name="tab" value={tab} />
          <label htmlFor="q" className="sr-only">
            {tab === 'reviews' ? t('moderation.searchReviews') : t('moderation.searchProfiles')}
          </label>
          <input
            id="q"
            name="q"
            className="input"
            defaultValue={q}
            placeholder={tab === 'reviews' ? t('moderation.placeholderReviews') : t('moderation.placeholderProfiles')}
          />
          <button type="submit" className="btn-primary">
            {t('moderation.search')}
          </button>
        </form>
      ) : null}
      <div className="mt-4">
        <AdminTable
          caption={t('moderation.listCaption')}
          empty={tab === 'hidden' ? t('moderation.emptyHidden') : t('moderation.emptyMatches')}
          columns={[
            { label: t('moderation.content'), className: 'md:w-1/2' },
            { label: t('moderation.state') },
            { label: t('moderation.date') },
            { label: t('moderation.action'), className: 'md:w-72' },
          ]}
          rows={list.results.map((item) => ({
            key: `${item.kind}:${item._id}`,
            cells: [
              <Target key="t" target={item} t={t} />,
              <div key="s" className="space-y-1">
                <StatusBadge
                  status={item.hidden ? 'HIDDEN' : 'VERIFIED'}
                  label={item.hidden ? t('moderation.hidden') : t('moderation.visible')}
                />
                {item.hidden_reason ? <p className="text-slate-600">{item.hidden_reason}</p> : null}
              </div>,
              <When key="w" iso={item.hidden_at ?? item.created_at} locale={locale} />,
              <ModerationAction key="a" kind={item.kind} id={item._id} hidden={item.hidden} title={item.title} />,
            ],
          }))}
        />
        <Pager
          t={t}
          page={list.page}
          hasMore={list.hasMore}
          total={list.total}
          href={(p) => at(`/admin/moderation${query({ tab, q, page: p })}`)}
        />
      </div>
    </main>
  );
}
