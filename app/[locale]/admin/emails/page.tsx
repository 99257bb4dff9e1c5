import type { Metadata } from 'next';
import { ResendEmail } from '@/components/admin/actions';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminPageHeading, AdminTable, FilterTabs, Pager, StatusBadge, When, query } from '@/components/admin/admin-table';
import { localePath } from '@/lib/i18n/paths';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { isSmtpConfigured } from '@/lib/server/messaging/mail/config';
import { listAdminOutbox } from '@/lib/server/messaging/mail/list-admin-outbox';
import { adminEmailsQuerySchema, EMAIL_FILTERS } from '@/lib/validation/admin';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return adminMetadata(params, 'mail.metaTitle');
}
export const dynamic = 'force-dynamic';

export default async function EmailsPage({ params, searchParams }: Props) {
  await requireAdminPage();
  const { t, locale } = await adminWords(params);
  const at = (path: string) => localePath(locale, path);
  const parsed = adminEmailsQuerySchema.safeParse(await searchParams);
  const status = parsed.success ? parsed.data.status : undefined;
  const to = (parsed.success && parsed.data.to) || '';
  const page = (parsed.success && parsed.data.page) || 0;
  const outbox = await listAdminOutbox({ status, to, page });
  const smtp = isSmtpConfigured();
  return (
    <main className="container-page py-8">
      <AdminPageHeading title={t('mail.heading')}>{smtp ? t('mail.introSmtp') : t('mail.introNoSmtp')}</AdminPageHeading>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterTabs
          label={t('mail.filterLabel')}
          current={status ?? 'ALL'}
          tabs={[
            { value: 'ALL', label: t('mail.all'), href: at(`/admin/emails${query({ to })}`) },
            ...EMAIL_FILTERS.map((s) => ({ value: s, label: t(`delivery.${s}`), href: at(`/admin/emails${query({ status: s, to })}`) })),
          ]}
        />
        <form method="get" className="flex w-full gap-2 sm:w-auto" action={at('/admin/emails')}>
          {status ? <input type="hidden" name="status" value={status} /> : null}
          <label htmlFor="to" className="sr-only">
            {t('delivery.recipient')}
          </label>
          <input id="to" name="to" type="email" className="input sm:w-72" defaultValue={to} placeholder={t('delivery.recipient')} />
          <button type="submit" className="btn-primary">
            {t('mail.filter')}
          </button>
        </form>
      </div>
      <div className="mt-4">
        <AdminTable
          caption={t('mail.caption')}
          empty={t('mail.empty')}
          columns={[
            { label: t('delivery.created') },
            { label: t('delivery.recipient') },
            { label: t('mail.subject'), className: 'md:w-2/5' },
            { label: t('delivery.delivery') },
            { label: t('mail.action') },
          ]}
          rows={outbox.results.map((m) => ({
            key: m._id,
            cells: [
              <When key="c" iso={m.created_at} locale={locale} />,
              <span key="t" className="break-all">
                {m.to}
              </span>,
              <span key="s" className="text-slate-900">
                {m.subject}
              </span>,
              <div key="d" className="space-y-1">
                <StatusBadge status={m.status} label={t(`delivery.${m.status}`)} />
                <p className="text-xs text-slate-500">
                  {t('delivery.attempts', { count: m.attempts })}
                  {m.sent_at ? (
                    <>
                      {' '}
                      · {t('delivery.sentAt')} <When iso={m.sent_at} locale={locale} />
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
          t={t}
          page={outbox.page}
          hasMore={outbox.hasMore}
          total={outbox.total}
          href={(p) => at(`/admin/emails${query({ status, to, page: p })}`)}
        />
      </div>
    </main>
  );
}
