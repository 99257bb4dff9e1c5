import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/header/site-header';
import { PortalNav } from '@/components/portal/portal-nav';
import { QueryProvider } from '@/components/providers/query-provider';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';

export const metadata: Metadata = { title: { template: '%s · Admin', default: 'Admin' }, robots: { index: false } };

const NAV = [
  { href: '/admin', label: 'Overview' },
  { href: '/admin/verifications', label: 'Verifications' },
  { href: '/admin/users', label: 'People' },
  { href: '/admin/moderation', label: 'Moderation' },
  { href: '/admin/payments', label: 'Money' },
  { href: '/admin/payouts', label: 'Payouts' },
  { href: '/admin/emails', label: 'Mail' },
  { href: '/admin/sms', label: 'SMS' },
  { href: '/admin/privacy', label: 'Privacy' },
  { href: '/admin/where-to-start', label: 'Where to start' },
  { href: '/admin/audit-log', label: 'Audit log' },
];

/** The operations console: ADMIN only (401 / 403 otherwise). Every page repeats the check itself. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdminPage();
  return (
    <QueryProvider>
      <SiteHeader />
      <PortalNav items={NAV} label="Admin console" />
      <div className="min-h-[calc(100vh-7.5rem)] bg-slate-50">{children}</div>
    </QueryProvider>
  );
}
