import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SuspensionAction, VerificationActions } from '@/components/admin/actions';
import { AdminTable, StatusBadge, When, query } from '@/components/admin/admin-table';
import { DocumentCards } from '@/components/admin/document-previews';
import { ErasureAction } from '@/components/privacy/erasure-action';
import type { AdminUserDetail, AuditEntryDto } from '@/lib/dto/admin';
import { rollOfAttorneysSearchUrl } from '@/lib/reference/verification';
import { getAdminUser } from '@/lib/server/admin/get-admin-user';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';

export const metadata: Metadata = { title: 'Person' };
export const dynamic = 'force-dynamic';

async function findPerson(userId: string): Promise<AdminUserDetail> {
  try {
    return await getAdminUser(userId);
  } catch (error) {
    if ((error as { code?: string }).code === 'NOT_FOUND') notFound();
    throw error;
  }
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function AuditTable({ entries, caption, empty }: { entries: AuditEntryDto[]; caption: string; empty: string }) {
  return (
    <AdminTable
      caption={caption}
      empty={empty}
      columns={[{ label: 'When' }, { label: 'Who' }, { label: 'What' }, { label: 'Why', className: 'md:w-2/5' }]}
      rows={entries.map((e) => ({
        key: e._id,
        cells: [
          <When key="w" iso={e.created_at} />,
          <span key="a">{e.actor?.name ?? <span className="text-slate-500">E-mailed IBP link</span>}</span>,
          <span key="x" className="font-mono text-xs">
            {e.action}
          </span>,
          <span key="r" className="break-words text-slate-700">
            {e.reason ?? <span className="text-slate-400">—</span>}
          </span>,
        ],
      }))}
    />
  );
}

/** One person for the admin: the account, a lawyer's documents and verification, and everything admins did about them. */
export default async function AdminUserPage({ params }: { params: Promise<{ userId: string }> }) {
  await requireAdminPage();
  const { userId } = await params;
  const { user, lawyer, audit } = await findPerson(userId);
  return (
    <main className="container-page py-8">
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <Link href="/admin/users" className="text-primary underline">
          People
        </Link>
        <span aria-hidden className="px-1.5 text-slate-400">
          /
        </span>
        <span className="text-slate-600">{user.name}</span>
      </nav>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{user.name}</h1>
          <p className="mt-0.5 break-all text-sm text-slate-600">{user.email}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <StatusBadge status={user.type} label={user.type === 'LAWYER' ? 'Lawyer' : 'Client'} />
            {user.roles.includes('ADMIN') ? <StatusBadge status="ADMIN" label="Admin" /> : null}
            {user.suspended_at ? <StatusBadge status="SUSPENDED" label="Suspended" /> : <StatusBadge status="ACTIVE" label="Active" />}
            {lawyer ? <StatusBadge status={user.verification_status ?? 'PENDING'} /> : null}
          </div>
        </div>
      </div>

      <div className="grid gap-5 lg:grid-cols-3">
        <div className="flex flex-col gap-5 lg:col-span-2">
          {lawyer ? (
            <>
              <Section
                title="Verification"
                action={
                  <VerificationActions
                    lawyerId={user._id}
                    name={user.name}
                    rollNumber={lawyer.roll_number}
                    ibpNumber={lawyer.ibp_number}
                    status={user.verification_status ?? 'PENDING'}
                  />
                }
              >
                <dl className="grid gap-4 sm:grid-cols-3">
                  <Fact label="Roll number">
                    <span className="font-mono">{lawyer.roll_number}</span>
                  </Fact>
                  <Fact label="IBP number">
                    <span className="font-mono">{lawyer.ibp_number}</span>
                  </Fact>
                  <Fact label="Documents sent">
                    <When iso={lawyer.submitted_at} />
                  </Fact>
                </dl>
                {lawyer.verification_note ? (
                  <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                    Last asked to fix: {lawyer.verification_note}
                  </p>
                ) : null}
                <p className="mt-3 text-sm">
                  <a
                    className="text-primary underline"
                    href={rollOfAttorneysSearchUrl(user.name.split(' ').pop() ?? user.name)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Search the Roll of Attorneys
                  </a>
                </p>
              </Section>
              <Section title="Documents">
                <DocumentCards documents={lawyer.documents} owner={user.name} />
              </Section>
              <Section title="Verification history">
                <AuditTable entries={lawyer.verification_history} caption="Verification decisions" empty="No decision yet." />
              </Section>
            </>
          ) : null}
          <Section
            title="Audit entries"
            action={
              <Link className="text-sm text-primary underline" href={`/admin/audit-log${query({ target: user._id })}`}>
                In the audit log
              </Link>
            }
          >
            <AuditTable entries={audit} caption={`Audit entries about ${user.name}`} empty="Nothing recorded about this person." />
          </Section>
        </div>

        <aside className="flex flex-col gap-5">
          <Section title="Account">
            <dl className="flex flex-col gap-3">
              <Fact label="Joined">
                <When iso={user.created_at} />
              </Fact>
              <Fact label="E-mail">{user.email_verified ? 'Verified' : 'Not verified yet'}</Fact>
              {lawyer ? (
                <Fact label="Public profile">
                  {lawyer.listed ? (
                    <a className="text-primary underline" href={lawyer.profile_url} target="_blank" rel="noopener noreferrer">
                      Shown on search · open
                    </a>
                  ) : (
                    'Not shown publicly'
                  )}
                </Fact>
              ) : null}
              {user.suspended_at ? (
                <Fact label="Suspended since">
                  <When iso={user.suspended_at} />
                </Fact>
              ) : null}
            </dl>
          </Section>
          <Section title={user.suspended_at ? 'Suspended' : 'Suspend'}>
            <p className="mb-3 text-sm text-slate-600">
              {user.suspended_at
                ? 'The person cannot sign in and their profile is off search and public pages. Restoring lets them sign in again.'
                : 'Signs the person out everywhere at once, refuses new sign-ins and takes their profile off search and public pages.'}
            </p>
            <SuspensionAction userId={user._id} name={user.name} suspended={Boolean(user.suspended_at)} />
          </Section>
          <Section title="Erase (Data Privacy Act)">
            <p className="mb-3 text-sm text-slate-600">
              For a deletion request that came by other means. Erases at once what the person&apos;s own request erases after 7 days;
              payments and reviews stay de-identified. Refused while a paid meeting is to come or a work item is open.
            </p>
            <ErasureAction userId={user._id} name={user.name} />
          </Section>
        </aside>
      </div>
    </main>
  );
}
