import type { Metadata } from 'next';
import Link from 'next/link';
import { VerificationActions } from '@/components/admin/actions';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminPageHeading, AdminTable, FilterTabs, Pager, StatusBadge, When, query, statusLabel } from '@/components/admin/admin-table';
import { DocumentButtons } from '@/components/admin/document-previews';
import { localePath } from '@/lib/i18n/paths';
import { rollOfAttorneysSearchUrl } from '@/lib/reference/verification';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { listVerificationQueue } from '@/lib/server/admin/verification/list-verification-queue';
import { verificationQuerySchema, type VerificationFilter } from '@/lib/validation/admin';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return adminMetadata(params, 'verifications.metaTitle');
}
export const dynamic = 'force-dynamic';

const TABS: VerificationFilter[] = ['PENDING', 'REJECTED', 'VERIFIED', 'RENEWAL_DUE'];

export default async function VerificationsPage({ params, searchParams }: Props) {
  await requireAdminPage();
  const { t, locale } = await adminWords(params);
  const at = (path: string) => localePath(locale, path);
  const parsed = verificationQuerySchema.safeParse(await searchParams);
  const status = (parsed.success && parsed.data.status) || 'PENDING';
  const page = (parsed.success && parsed.data.page) || 0;
  const queue = await listVerificationQueue({ status, page });
  return (
    <main className="container-page py-8">
      <AdminPageHeading title={t('verifications.heading')}>{t('verifications.intro')}</AdminPageHeading>
      <FilterTabs
        label={t('verifications.filterLabel')}
        current={status}
        tabs={TABS.map((value) => ({
          value,
          label: t(`verifications.tab.${value}`),
          href: at(`/admin/verifications${query({ status: value })}`),
        }))}
      />
      <div className="mt-4">
        <AdminTable
          caption={t('verifications.caption')}
          empty={status === 'PENDING' ? t('verifications.emptyPending') : t('verifications.empty')}
          columns={[
            { label: t('verifications.lawyer'), className: 'md:w-56' },
            { label: t('verifications.numbers') },
            { label: t('verifications.documents') },
            { label: t('verifications.waitingSince') },
            { label: t('verifications.status') },
            { label: t('verifications.decision'), className: 'md:w-80' },
          ]}
          rows={queue.results.map((l) => ({
            key: l._id,
            cells: [
              <div key="n">
                <Link
                  className="font-semibold text-slate-900 underline decoration-slate-300 hover:decoration-primary"
                  href={at(`/admin/users/${l._id}`)}
                >
                  {l.name}
                </Link>
                <p className="break-all text-slate-600">{l.email}</p>
              </div>,
              <div key="r" className="space-y-0.5">
                <p>
                  {t('verifications.roll')} <span className="whitespace-nowrap font-mono">{l.roll_number}</span>
                  {l.duplicate_roll_number ? (
                    <span className="ml-2">
                      <StatusBadge status="FAILED" label={t('verifications.rollTwice')} />
                    </span>
                  ) : null}
                </p>
                <p>
                  {t('verifications.ibp')} <span className="whitespace-nowrap font-mono">{l.ibp_number}</span>
                </p>
                <a
                  className="text-primary underline"
                  href={rollOfAttorneysSearchUrl(l.name.split(' ').pop() ?? l.name)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('verifications.searchRoll')}
                </a>
              </div>,
              <DocumentButtons key="d" documents={l.documents} owner={l.name} />,
              <When key="w" iso={l.submitted_at} locale={locale} />,
              <div key="s" className="space-y-1">
                <StatusBadge status={l.verification_status} label={statusLabel(t, l.verification_status)} />
                {l.renewal_due ? <StatusBadge status="PENDING" label={t('verifications.renewalDue')} /> : null}
                {l.verification_note ? (
                  <p className="text-slate-600">{t('verifications.lastAskedToFix', { note: l.verification_note })}</p>
                ) : null}
              </div>,
              <VerificationActions
                key="a"
                lawyerId={l._id}
                name={l.name}
                rollNumber={l.roll_number}
                ibpNumber={l.ibp_number}
                status={l.verification_status}
              />,
            ],
          }))}
        />
        <Pager
          t={t}
          page={queue.page}
          hasMore={queue.hasMore}
          total={queue.total}
          href={(p) => at(`/admin/verifications${query({ status, page: p })}`)}
        />
      </div>
    </main>
  );
}
