import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminPageHeading, AdminTable, FilterTabs, Pager, StatusBadge, When, query } from '@/components/admin/admin-table';
import { DismissReport, ModerationAction } from '@/components/admin/actions';
import type { ModerationTarget } from '@/lib/dto/admin';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { listModeration } from '@/lib/server/moderation/list-moderation';
import { listReports } from '@/lib/server/moderation/list-reports';
import { moderationQuerySchema, reportsQuerySchema } from '@/lib/validation/admin';

export const metadata: Metadata = { title: 'Moderation' };
export const dynamic = 'force-dynamic';

const TABS = [
  { value: 'reports', label: 'Reports' },
  { value: 'hidden', label: 'Hidden now' },
  { value: 'reviews', label: 'Recent reviews' },
  { value: 'profiles', label: 'Profiles' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const KIND = { review: 'Review', lawyer: 'Lawyer', notary: 'Notary' } as const;

function Target({ target }: { target: ModerationTarget }): ReactNode {
  return (
    <div className="min-w-0 space-y-1">
      <p className="font-semibold text-slate-900">
        <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold uppercase text-slate-600">{KIND[target.kind]}</span>
        {target.title}
      </p>
      {target.detail ? <p className="line-clamp-3 whitespace-pre-line text-slate-700">{target.detail}</p> : null}
      {target.url && !target.hidden ? (
        <a className="text-primary underline" href={target.url} target="_blank" rel="noopener noreferrer">
          Open the public page
        </a>
      ) : null}
    </div>
  );
}

export default async function ModerationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const raw = await searchParams;
  const tab: Tab = TABS.some((t) => t.value === raw.tab) ? (raw.tab as Tab) : 'reports';
  const tabs = (
    <FilterTabs
      label="Moderation lists"
      current={tab}
      tabs={TABS.map((t) => ({ ...t, href: `/admin/moderation${query({ tab: t.value })}` }))}
    />
  );
  const heading = (
    <AdminPageHeading title="Moderation">
      Hide or restore reviews and profiles. The owner is told the reason; hiding a target closes its open reports.
    </AdminPageHeading>
  );

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
            label="Report status"
            current={status}
            tabs={(['OPEN', 'ACTIONED', 'DISMISSED'] as const).map((s) => ({
              value: s,
              label: s === 'OPEN' ? 'Open' : s === 'ACTIONED' ? 'Acted on' : 'Dismissed',
              href: `/admin/moderation${query({ tab, status: s })}`,
            }))}
          />
        </div>
        <div className="mt-4">
          <AdminTable
            caption="Reports"
            empty={status === 'OPEN' ? 'No open reports.' : 'No reports here.'}
            columns={[
              { label: 'Reported', className: 'md:w-2/5' },
              { label: 'Report' },
              { label: 'Received' },
              { label: 'Action', className: 'md:w-72' },
            ]}
            rows={reports.results.map((r) => ({
              key: r._id,
              cells: [
                r.target ? (
                  <Target key="t" target={r.target} />
                ) : (
                  <span key="t" className="text-slate-500">
                    Deleted
                  </span>
                ),
                <div key="r" className="space-y-1">
                  <p className="text-slate-900">“{r.reason}”</p>
                  <p className="text-slate-600">
                    by {r.reporter.name} ({r.reporter.type === 'LAWYER' ? 'lawyer' : 'client'})
                    {r.open_on_target > 1 ? ` · ${r.open_on_target} open reports on this` : ''}
                  </p>
                  {r.resolution ? <p className="text-slate-600">Outcome: {r.resolution}</p> : null}
                </div>,
                <When key="w" iso={r.created_at} />,
                r.status === 'OPEN' ? (
                  <div key="a" className="flex flex-wrap items-start gap-2">
                    {r.target && !r.target.hidden ? (
                      <ModerationAction kind={r.target.kind} id={r.target._id} hidden={false} title={r.target.title} />
                    ) : null}
                    <DismissReport reportId={r._id} />
                  </div>
                ) : (
                  <StatusBadge key="a" status={r.status} />
                ),
              ],
            }))}
          />
          <Pager
            page={reports.page}
            hasMore={reports.hasMore}
            total={reports.total}
            href={(p) => `/admin/moderation${query({ tab, status, page: p })}`}
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
        <form className="mt-4 flex max-w-xl gap-2" action="/admin/moderation">
          <input type="hidden" name="tab" value={tab} />
          <label htmlFor="q" className="sr-only">
            {tab === 'reviews' ? 'Search reviews' : 'Search profiles'}
          </label>
          <input
            id="q"
            name="q"
            className="input"
            defaultValue={q}
            placeholder={tab === 'reviews' ? 'Words in the review or the lawyer’s name' : 'Name or e-mail'}
          />
          <button type="submit" className="btn-primary">
            Search
          </button>
        </form>
      ) : null}
      <div className="mt-4">
        <AdminTable
          caption="Reviews and profiles"
          empty={tab === 'hidden' ? 'Nothing is hidden.' : 'Nothing matches.'}
          columns={[
            { label: 'Content', className: 'md:w-1/2' },
            { label: 'State' },
            { label: 'Date' },
            { label: 'Action', className: 'md:w-72' },
          ]}
          rows={list.results.map((t) => ({
            key: `${t.kind}:${t._id}`,
            cells: [
              <Target key="t" target={t} />,
              <div key="s" className="space-y-1">
                <StatusBadge status={t.hidden ? 'HIDDEN' : 'VERIFIED'} label={t.hidden ? 'Hidden' : 'Visible'} />
                {t.hidden_reason ? <p className="text-slate-600">{t.hidden_reason}</p> : null}
              </div>,
              <When key="w" iso={t.hidden_at ?? t.created_at} />,
              <ModerationAction key="a" kind={t.kind} id={t._id} hidden={t.hidden} title={t.title} />,
            ],
          }))}
        />
        <Pager page={list.page} hasMore={list.hasMore} total={list.total} href={(p) => `/admin/moderation${query({ tab, q, page: p })}`} />
      </div>
    </main>
  );
}
