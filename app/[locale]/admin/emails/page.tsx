import type { Metadata } from 'next';
import { AdminPageHeading, AdminTable, FilterTabs, Pager, StatusBadge, When, query } from '@/components/admin/admin-table';
import { ResendEmail } from '@/components/admin/actions';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { isSmtpConfigured } from '@/lib/server/mail/config';
import { listAdminOutbox } from '@/lib/server/mail/list-admin-outbox';
import { adminEmailsQuerySchema, EMAIL_FILTERS } from '@/lib/validation/admin';

export const metadata: Metadata = { title: 'Mail' };
export const dynamic = 'force-dynamic';

const LABEL = { QUEUED: 'Queued', SENT: 'Sent', FAILED: 'Failed' } as const;

export default async function EmailsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const parsed = adminEmailsQuerySchema.safeParse(await searchParams);
  const status = parsed.success ? parsed.data.status : undefined;
  const to = (parsed.success && parsed.data.to) || '';
  const page = (parsed.success && parsed.data.page) || 0;
  const outbox = await listAdminOutbox({ status, to, page });
  const smtp = isSmtpConfigured();
  return (
    <main className="container-page py-8">
      <AdminPageHeading title="Mail">
        {smtp
          ? 'Every e-mail the app sent, with its delivery state. Resend delivers the same message again.'
          : 'SMTP_URL is not set: e-mails stay queued in the outbox (the dev mailbox shows them) and cannot be resent.'}
      </AdminPageHeading>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterTabs
          label="Delivery state"
          current={status ?? 'ALL'}
          tabs={[
            { value: 'ALL', label: 'All', href: `/admin/emails${query({ to })}` },
            ...EMAIL_FILTERS.map((s) => ({ value: s, label: LABEL[s], href: `/admin/emails${query({ status: s, to })}` })),
          ]}
        />
        <form className="flex w-full gap-2 sm:w-auto" action="/admin/emails">
          {status ? <input type="hidden" name="status" value={status} /> : null}
          <label htmlFor="to" className="sr-only">
            Recipient
          </label>
          <input id="to" name="to" type="email" className="input sm:w-72" defaultValue={to} placeholder="Recipient" />
          <button type="submit" className="btn-primary">
            Filter
          </button>
        </form>
      </div>
      <div className="mt-4">
        <AdminTable
          caption="Outbox"
          empty="No e-mails here."
          columns={[
            { label: 'Created' },
            { label: 'Recipient' },
            { label: 'Subject', className: 'md:w-2/5' },
            { label: 'Delivery' },
            { label: 'Action' },
          ]}
          rows={outbox.results.map((m) => ({
            key: m._id,
            cells: [
              <When key="c" iso={m.created_at} />,
              <span key="t" className="break-all">
                {m.to}
              </span>,
              <span key="s" className="text-slate-900">
                {m.subject}
              </span>,
              <div key="d" className="space-y-1">
                <StatusBadge status={m.status} label={LABEL[m.status]} />
                <p className="text-xs text-slate-500">
                  {m.attempts === 1 ? '1 attempt' : `${m.attempts} attempts`}
                  {m.sent_at ? (
                    <>
                      {' '}
                      · sent <When iso={m.sent_at} />
                    </>
                  ) : null}
                </p>
                {m.error ? <p className="break-words text-xs text-red-700">{m.error}</p> : null}
              </div>,
              smtp ? (
                <ResendEmail key="a" emailId={m._id} subject={m.subject} />
              ) : (
                <span key="a" className="text-slate-400">
                  —
                </span>
              ),
            ],
          }))}
        />
        <Pager
          page={outbox.page}
          hasMore={outbox.hasMore}
          total={outbox.total}
          href={(p) => `/admin/emails${query({ status, to, page: p })}`}
        />
      </div>
    </main>
  );
}
