import type { Metadata } from 'next';
import Link from 'next/link';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminPageHeading } from '@/components/admin/admin-table';
import { localePath } from '@/lib/i18n/paths';
import { getAdminOverview } from '@/lib/server/admin/get-admin-overview';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return adminMetadata(params, 'overview.metaTitle');
}
export const dynamic = 'force-dynamic';

export default async function AdminOverviewPage({ params }: Props) {
  await requireAdminPage();
  const { t, locale } = await adminWords(params);
  const o = await getAdminOverview();
  const cards = [
    { key: 'pendingVerifications', value: o.pending_verifications, href: '/admin/verifications' },
    { key: 'renewalsDue', value: o.renewals_due, href: '/admin/verifications?status=RENEWAL_DUE' },
    { key: 'openReports', value: o.open_reports, href: '/admin/moderation' },
    { key: 'refundsRequired', value: o.refunds_required, href: '/admin/payments?status=REFUND_REQUIRED' },
    { key: 'failedEmails', value: o.failed_emails, href: '/admin/emails?status=FAILED' },
  ];
  return (
    <main className="container-page py-8">
      <AdminPageHeading title={t('overview.heading')}>{t('overview.intro')}</AdminPageHeading>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map((c) => (
          <li key={c.key}>
            <Link
              href={localePath(locale, c.href)}
              className="block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-primary-300"
            >
              <p className={`text-3xl font-bold tabular-nums ${c.value ? 'text-slate-900' : 'text-slate-400'}`}>{c.value}</p>
              <p className="mt-1 text-sm text-slate-600">{t(`overview.${c.key}`)}</p>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-600">
        {t.rich('overview.api', {
          // A full page load on purpose: the reference brings its own large bundle (Scalar).
          link: (chunks) => (
            // eslint-disable-next-line @next/next/no-html-link-for-pages
            <a className="text-primary underline" href="/api-reference">
              {chunks}
            </a>
          ),
        })}
      </p>
    </main>
  );
}
