import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeading } from '@/components/admin/admin-table';
import { getAdminOverview } from '@/lib/server/admin/get-admin-overview';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';

export const metadata: Metadata = { title: 'Overview' };
export const dynamic = 'force-dynamic';

export default async function AdminOverviewPage() {
  await requireAdminPage();
  const o = await getAdminOverview();
  const cards = [
    { label: 'Lawyers waiting for verification', value: o.pending_verifications, href: '/admin/verifications' },
    { label: 'IBP renewals due', value: o.renewals_due, href: '/admin/verifications?status=RENEWAL_DUE' },
    { label: 'Open reports', value: o.open_reports, href: '/admin/moderation' },
    { label: 'Refunds to send by hand', value: o.refunds_required, href: '/admin/payments?status=REFUND_REQUIRED' },
    { label: 'Failed e-mails', value: o.failed_emails, href: '/admin/emails?status=FAILED' },
  ];
  return (
    <main className="container-page py-8">
      <AdminPageHeading title="Operations">What is waiting for the team. Every action here is written to the audit log.</AdminPageHeading>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map((c) => (
          <li key={c.label}>
            <Link href={c.href} className="block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-primary-300">
              <p className={`text-3xl font-bold tabular-nums ${c.value ? 'text-slate-900' : 'text-slate-400'}`}>{c.value}</p>
              <p className="mt-1 text-sm text-slate-600">{c.label}</p>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-600">
        The API the app speaks is documented at {/* A full page load on purpose: the reference brings its own large bundle (Scalar). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a className="text-primary underline" href="/api-reference">
          /api-reference
        </a>
        .
      </p>
    </main>
  );
}
