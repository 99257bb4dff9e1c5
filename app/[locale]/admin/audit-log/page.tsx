import type { Metadata } from 'next';
import { AdminPageHeading, AdminTable, FilterTabs, Pager, When, query } from '@/components/admin/admin-table';
import { listAuditLog } from '@/lib/server/audit/list-audit-log';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { auditQuerySchema } from '@/lib/validation/admin';

export const metadata: Metadata = { title: 'Audit log' };
export const dynamic = 'force-dynamic';

const AREAS = [
  { value: '', label: 'Everything' },
  { value: 'lawyer.', label: 'Verifications' },
  { value: 'file.', label: 'Documents opened' },
  { value: 'review.', label: 'Reviews' },
  { value: 'notary.', label: 'Notaries' },
  { value: 'report.', label: 'Reports' },
  { value: 'payment.', label: 'Refunds' },
  { value: 'email.', label: 'Mail' },
];

/** Read-only: the table refuses changes (migration 0021), and this page offers none. */
export default async function AuditLogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const parsed = auditQuerySchema.safeParse(await searchParams);
  const action = (parsed.success && parsed.data.action) || '';
  const target = (parsed.success && parsed.data.target) || '';
  const page = (parsed.success && parsed.data.page) || 0;
  const log = await listAuditLog({ action: action || undefined, target: target || undefined, page });
  return (
    <main className="container-page py-8">
      <AdminPageHeading title="Audit log">
        Every admin action and every view of an identity document: who, what, when and why. Entries cannot be changed or deleted.
      </AdminPageHeading>
      <FilterTabs
        label="Kind of action"
        current={action}
        tabs={AREAS.map((a) => ({ ...a, href: `/admin/audit-log${query({ action: a.value, target })}` }))}
      />
      {target ? (
        <p className="mt-3 text-sm text-slate-700">
          Only <span className="font-mono">{target}</span> ·{' '}
          <a className="text-primary underline" href={`/admin/audit-log${query({ action })}`}>
            show all
          </a>
        </p>
      ) : null}
      <div className="mt-4">
        <AdminTable
          caption="Audit log"
          empty="No entries."
          columns={[{ label: 'When' }, { label: 'Who' }, { label: 'What' }, { label: 'On' }, { label: 'Why', className: 'md:w-1/3' }]}
          rows={log.results.map((e) => ({
            key: e._id,
            cells: [
              <When key="w" iso={e.created_at} />,
              e.actor ? (
                <div key="a">
                  <p>{e.actor.name}</p>
                  <p className="break-all text-xs text-slate-500">{e.actor.email}</p>
                </div>
              ) : (
                <span key="a" className="text-slate-500">
                  {(e.metadata as { via?: string }).via === 'verify-ibp-link' ? 'E-mailed IBP link' : 'Deleted account'}
                </span>
              ),
              <span key="x" className="font-mono text-xs">
                {e.action}
              </span>,
              <a key="o" className="break-all text-primary underline" href={`/admin/audit-log${query({ target: e.target_id })}`}>
                {e.target_type} <span className="font-mono text-xs">{e.target_id.slice(0, 8)}</span>
              </a>,
              <span key="r" className="break-words text-slate-700">
                {e.reason ?? <span className="text-slate-400">—</span>}
              </span>,
            ],
          }))}
        />
        <Pager
          page={log.page}
          hasMore={log.hasMore}
          total={log.total}
          href={(p) => `/admin/audit-log${query({ action, target, page: p })}`}
        />
      </div>
    </main>
  );
}
