import type { Metadata } from 'next';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminPageHeading, AdminTable, FilterTabs, Pager, When, query } from '@/components/admin/admin-table';
import { localePath } from '@/lib/i18n/paths';
import { listAuditLog } from '@/lib/server/platform/audit/list-audit-log';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { auditQuerySchema } from '@/lib/validation/admin';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return adminMetadata(params, 'audit.metaTitle');
}
export const dynamic = 'force-dynamic';

/** The action prefixes a tab filters by, and the catalogue key of each tab's name (`audit.area.*`). */
const AREAS = [
  { value: '', key: 'all' },
  { value: 'lawyer.', key: 'lawyer' },
  { value: 'file.', key: 'file' },
  { value: 'review.', key: 'review' },
  { value: 'notary.', key: 'notary' },
  { value: 'report.', key: 'report' },
  { value: 'payment.', key: 'payment' },
  { value: 'email.', key: 'email' },
];

/** Read-only: the table refuses changes (migration 0021), and this page offers none. */
export default async function AuditLogPage({ params, searchParams }: Props) {
  await requireAdminPage();
  const { t, locale } = await adminWords(params);
  const at = (path: string) => localePath(locale, path);
  const parsed = auditQuerySchema.safeParse(await searchParams);
  const action = (parsed.success && parsed.data.action) || '';
  const target = (parsed.success && parsed.data.target) || '';
  const page = (parsed.success && parsed.data.page) || 0;
  const log = await listAuditLog({ action: action || undefined, target: target || undefined, page });
  return (
    <main className="container-page py-8">
      <AdminPageHeading title={t('audit.heading')}>{t('audit.intro')}</AdminPageHeading>
      <FilterTabs
        label={t('audit.filterLabel')}
        current={action}
        tabs={AREAS.map((a) => ({
          value: a.value,
          label: t(`audit.area.${a.key}`),
          href: at(`/admin/audit-log${query({ action: a.value, target })}`),
        }))}
      />
      {target ? (
        <p className="mt-3 text-sm text-slate-700">
          {t.rich('audit.only', {
            target,
            mono: (chunks) => <span className="font-mono">{chunks}</span>,
            link: (chunks) => (
              <a className="text-primary underline" href={at(`/admin/audit-log${query({ action })}`)}>
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : null}
      <div className="mt-4">
        <AdminTable
          caption={t('audit.caption')}
          empty={t('audit.empty')}
          columns={[
            { label: t('audit.when') },
            { label: t('audit.who') },
            { label: t('audit.what') },
            { label: t('audit.on') },
            { label: t('audit.why'), className: 'md:w-1/3' },
          ]}
          rows={log.results.map((e) => ({
            key: e._id,
            cells: [
              <When key="w" iso={e.created_at} locale={locale} />,
              e.actor ? (
                <div key="a">
                  <p>{e.actor.name}</p>
                  <p className="break-all text-xs text-slate-500">{e.actor.email}</p>
                </div>
              ) : (
                <span key="a" className="text-slate-500">
                  {(e.metadata as { via?: string }).via === 'verify-ibp-link' ? t('audit.ibpLink') : t('audit.deletedAccount')}
                </span>
              ),
              <span key="x" className="font-mono text-xs">
                {e.action}
              </span>,
              <a key="o" className="break-all text-primary underline" href={at(`/admin/audit-log${query({ target: e.target_id })}`)}>
                {e.target_type} <span className="font-mono text-xs">{e.target_id.slice(0, 8)}</span>
              </a>,
              <span key="r" className="break-words text-slate-700">
                {e.reason ?? <span className="text-slate-400">—</span>}
              </span>,
            ],
          }))}
        />
        <Pager
          t={t}
          page={log.page}
          hasMore={log.hasMore}
          total={log.total}
          href={(p) => at(`/admin/audit-log${query({ action, target, page: p })}`)}
        />
      </div>
    </main>
  );
}
