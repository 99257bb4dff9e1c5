import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeading, AdminTable, Pager, StatusBadge, When, query } from '@/components/admin/admin-table';
import { listAdminUsers } from '@/lib/server/admin/list-admin-users';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { adminUsersQuerySchema } from '@/lib/validation/admin';

export const metadata: Metadata = { title: 'People' };
export const dynamic = 'force-dynamic';

/** Lookup by name or e-mail: a plain GET form, so the result is a link an admin can share. */
export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const parsed = adminUsersQuerySchema.safeParse(await searchParams);
  const q = (parsed.success && parsed.data.q) || '';
  const page = (parsed.success && parsed.data.page) || 0;
  const people = await listAdminUsers({ q, page });
  return (
    <main className="container-page py-8">
      <AdminPageHeading title="People">
        Find a client or lawyer by name or e-mail, then open their page to see documents, history and audit entries, or to suspend the
        account.
      </AdminPageHeading>
      <form method="get" action="/admin/users" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="people-q" className="sr-only">
          Name or e-mail
        </label>
        <input
          id="people-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder="Name or e-mail"
          className="input min-w-0 flex-1"
          autoComplete="off"
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      <div className="mt-4">
        <AdminTable
          caption={q ? `People matching ${q}` : 'Everyone, newest first'}
          empty={q ? `Nobody matches “${q}”.` : 'Nobody has signed up yet.'}
          columns={[{ label: 'Person', className: 'md:w-1/3' }, { label: 'Account' }, { label: 'Status' }, { label: 'Joined' }]}
          rows={people.results.map((u) => ({
            key: u._id,
            cells: [
              <div key="n">
                <Link
                  className="font-semibold text-slate-900 underline decoration-slate-300 hover:decoration-primary"
                  href={`/admin/users/${u._id}`}
                >
                  {u.name}
                </Link>
                <p className="break-all text-slate-600">{u.email}</p>
              </div>,
              <div key="t" className="flex flex-wrap gap-1">
                <StatusBadge status={u.type} label={u.type === 'LAWYER' ? 'Lawyer' : 'Client'} />
                {u.roles.includes('ADMIN') ? <StatusBadge status="ADMIN" label="Admin" /> : null}
                {u.verification_status ? <StatusBadge status={u.verification_status} /> : null}
              </div>,
              u.suspended_at ? (
                <StatusBadge key="s" status="SUSPENDED" label="Suspended" />
              ) : (
                <StatusBadge key="s" status="ACTIVE" label="Active" />
              ),
              <When key="j" iso={u.created_at} />,
            ],
          }))}
        />
        <Pager page={people.page} hasMore={people.hasMore} total={people.total} href={(p) => `/admin/users${query({ q, page: p })}`} />
      </div>
    </main>
  );
}
