import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { SuspensionAction, VerificationActions } from '@/components/admin/actions';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminTable, StatusBadge, When, query, statusLabel, type AdminWords } from '@/components/admin/admin-table';
import { DocumentCards } from '@/components/admin/document-previews';
import { ErasureAction } from '@/components/privacy/erasure-action';
import type { AdminUserDetail, AuditEntryDto } from '@/lib/dto/admin';
import { localePath } from '@/lib/i18n/paths';
import { rollOfAttorneysSearchUrl } from '@/lib/reference/verification';
import { getAdminUser } from '@/lib/server/admin/get-admin-user';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';

type Props = { params: Promise<{ locale: string; userId: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return adminMetadata(params, 'person.metaTitle');
}
export const dynamic = 'force-dynamic';

async function findPerson(userId: string): Promise<AdminUserDetail> {
  try {
    return await getAdminUser(userId);
  } catch (error) {
    if ((error as { code?: string }).code === 'NOT_FOUND') return notFoundPage();
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

function AuditTable({
  entries,
  caption,
  empty,
  words: { t, locale },
}: {
  entries: AuditEntryDto[];
  caption: string;
  empty: string;
  words: AdminWords;
}) {
  return (
    <AdminTable
      caption={caption}
      empty={empty}
      columns={[
        { label: t('audit.when') },
        { label: t('audit.who') },
        { label: t('audit.what') },
        { label: t('audit.why'), className: 'md:w-2/5' },
      ]}
      rows={entries.map((e) => ({
        key: e._id,
        cells: [
          <When key="w" iso={e.created_at} locale={locale} />,
          <span key="a">{e.actor?.name ?? <span className="text-slate-500">{t('audit.ibpLink')}</span>}</span>,
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
export default async function AdminUserPage({ params }: Props) {
  await requireAdminPage();
  const words = await adminWords(params);
  const { t, locale } = words;
  const { userId } = await params;
  const { user, lawyer, audit } = await findPerson(userId);
  return (
    <main className="container-page py-8">
      <nav aria-label={t('person.breadcrumb')} className="mb-3 text-sm">
        <Link href={localePath(locale, '/admin/users')} className="text-primary underline">
          {t('person.people')}
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
            <StatusBadge status={user.type} label={user.type === 'LAWYER' ? t('people.lawyer') : t('people.client')} />
            {user.roles.includes('ADMIN') ? <StatusBadge status="ADMIN" label={t('people.admin')} /> : null}
            {user.suspended_at ? (
              <StatusBadge status="SUSPENDED" label={t('people.suspended')} />
            ) : (
              <StatusBadge status="ACTIVE" label={t('people.active')} />
            )}
            {lawyer ? (
              <StatusBadge status={user.verification_status ?? 'PENDING'} label={statusLabel(t, user.verification_status ?? 'PENDING')} />
            ) : null}
          </div>
        </div>
      </div>

      <div className="grid gap-5 lg:grid-cols-3">
        <div className="flex flex-col gap-5 lg:col-span-2">
          {lawyer ? (
            <>
              <Section
                title={t('person.verification')}
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
                  <Fact label={t('person.rollNumber')}>
                    <span className="font-mono">{lawyer.roll_number}</span>
                  </Fact>
                  <Fact label={t('person.ibpNumber')}>
                    <span className="font-mono">{lawyer.ibp_number}</span>
                  </Fact>
                  <Fact label={t('person.documentsSent')}>
                    <When iso={lawyer.submitted_at} locale={locale} />
                  </Fact>
                </dl>
                {lawyer.verification_note ? (
                  <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                    {t('verifications.lastAskedToFix', { note: lawyer.verification_note })}
                  </p>
                ) : null}
                <p className="mt-3 text-sm">
                  <a
                    className="text-primary underline"
                    href={rollOfAttorneysSearchUrl(user.name.split(' ').pop() ?? user.name)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('verifications.searchRoll')}
                  </a>
                </p>
              </Section>
              <Section title={t('person.documents')}>
                <DocumentCards documents={lawyer.documents} owner={user.name} />
              </Section>
              <Section title={t('person.history')}>
                <AuditTable
                  entries={lawyer.verification_history}
                  caption={t('person.historyCaption')}
                  empty={t('person.historyEmpty')}
                  words={words}
                />
              </Section>
            </>
          ) : null}
          <Section
            title={t('person.audit')}
            action={
              <Link className="text-sm text-primary underline" href={localePath(locale, `/admin/audit-log${query({ target: user._id })}`)}>
                {t('person.inAuditLog')}
              </Link>
            }
          >
            <AuditTable
              entries={audit}
              caption={t('person.auditCaption', { name: user.name })}
              empty={t('person.auditEmpty')}
              words={words}
            />
          </Section>
        </div>

        <aside className="flex flex-col gap-5">
          <Section title={t('person.account')}>
            <dl className="flex flex-col gap-3">
              <Fact label={t('person.joined')}>
                <When iso={user.created_at} locale={locale} />
              </Fact>
              <Fact label={t('person.email')}>{user.email_verified ? t('person.emailVerified') : t('person.emailNotVerified')}</Fact>
              {lawyer ? (
                <Fact label={t('person.publicProfile')}>
                  {lawyer.listed ? (
                    <a className="text-primary underline" href={lawyer.profile_url} target="_blank" rel="noopener noreferrer">
                      {t('person.shown')}
                    </a>
                  ) : (
                    t('person.notShown')
                  )}
                </Fact>
              ) : null}
              {user.suspended_at ? (
                <Fact label={t('person.suspendedSince')}>
                  <When iso={user.suspended_at} locale={locale} />
                </Fact>
              ) : null}
            </dl>
          </Section>
          <Section title={user.suspended_at ? t('person.suspended') : t('person.suspend')}>
            <p className="mb-3 text-sm text-slate-600">{user.suspended_at ? t('person.suspendedNote') : t('person.suspendNote')}</p>
            <SuspensionAction userId={user._id} name={user.name} suspended={Boolean(user.suspended_at)} />
          </Section>
          <Section title={t('person.erase')}>
            <p className="mb-3 text-sm text-slate-600">{t('person.eraseNote')}</p>
            <ErasureAction userId={user._id} name={user.name} />
          </Section>
        </aside>
      </div>
    </main>
  );
}
