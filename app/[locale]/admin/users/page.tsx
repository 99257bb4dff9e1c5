import type { Metadata } from 'next';
import Link from 'next/link';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminPageHeading, AdminTable, Pager, StatusBadge, When, query, statusLabel } from '@/components/admin/admin-table';
import { localePath } from '@/lib/i18n/paths';
import { listAdminUsers } from '@/lib/server/admin/list-admin-users';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { adminUsersQuerySchema } from '@/lib/validation/admin';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return adminMetadata(params, 'people.metaTitle');
}
export const dynamic = 'force-dynamic';

/** Lookup by name or e-mail: a plain GET form, so the result is a link an admin can share. */
export default async function AdminUsersPage({ params, searchParams }: Props) {
  await requireAdminPage();
  const { t, locale } = await adminWords(params);
  const at = (path: string) => localePath(locale, path);
  const parsed = adminUsersQuerySchema.safeParse(await searchParams);
  const q = (parsed.success && parsed.data.q) || '';
  const page = (parsed.success && parsed.data.page) || 0;
  const people = await listAdminUsers({ q, page });
  return (
    <main className="container-page py-8">
      <AdminPageHeading title={t('people.heading')}>{t('people.intro')}</AdminPageHeading>
      <form method="get" action={at('/admin/users')} role="search" className="flex max-w-xl gap-2">
        <label htmlFor="people-q" className="sr-only">
          {t('people.nameOrEmail')}
        </label>
        <input
          id="people-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder={t('people.nameOrEmail')}
          className="input min-w-0 flex-1"
          autoComplete="off"
        />
        <button type="submit" className="btn-primary">
          {t('people.search')}
        </button>
      </form>
      <div className="mt-4">
        <AdminTable
          caption={q ? t('people.captionMatching', { q }) : t('people.captionAll')}
          empty={q ? t('people.emptyMatching', { q }) : t('people.emptyAll')}
          columns={[
            { label: t('people.person'), className: 'md:w-1/3' },
            { label: t('people.account') },
            { label: t('people.status') },
            { label: t('people.joined') },
          ]}
          rows={people.results.map((u) => ({
            key: u._id,
            cells: [
              <div key="n">
                <Link
                  className="font-semibold text-slate-900 underline decoration-slate-300 hover:decoration-primary"
                  href={at(`/admin/users/${u._id}`)}
                >
                  {u.name}
                </Link>
                <p className="break-all text-slate-600">{u.email}</p>
              </div>,
              <div key="t" className="flex flex-wrap gap-1">
                <StatusBadge status={u.type} label={u.type === 'LAWYER' ? t('people.lawyer') : t('people.client')} />
                {u.roles.includes('ADMIN') ? <StatusBadge status="ADMIN" label={t('people.admin')} /> : null}
                {u.verification_status ? (
                  <StatusBadge status={u.verification_status} label={statusLabel(t, u.verification_status)} />
                ) : null}
              </div>,
              u.suspended_at ? (
                <StatusBadge key="s" status="SUSPENDED" label={t('people.suspended')} />
              ) : (
                <StatusBadge key="s" status="ACTIVE" label={t('people.active')} />
              ),
              <When key="j" iso={u.created_at} locale={locale} />,
            ],
          }))}
        />
        <Pager
          t={t}
          page={people.page}
          hasMore={people.hasMore}
          total={people.total}
          href={(p) => at(`/admin/users${query({ q, page: p })}`)}
        />
      </div>
    </main>
  );
}
