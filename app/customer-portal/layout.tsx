import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AuthGuard } from '@/components/auth/auth-guard';
import { QueryProvider } from '@/components/providers/query-provider';
import { SiteHeader } from '@/components/header/site-header';
import { LiveCallBanner } from '@/components/meetings/live-call-banner';
import { PortalNav } from '@/components/portal/portal-nav';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listLiveMeetings } from '@/lib/server/video/list-live-meetings';

export const metadata: Metadata = { robots: { index: false } };

const NAV = [
  { href: '/customer-portal', label: 'Profile' },
  { href: '/customer-portal/work-items', label: 'Engagement Agreements' },
  { href: '/customer-portal/account-settings', label: 'Account Settings' },
];

/** CUSTOMER only. Each page repeats the check with its own path; this one covers the whole area. */
export default async function CustomerPortalLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser('/customer-portal');
  const live = await listLiveMeetings(user);
  return (
    <QueryProvider>
      <AuthGuard>
        <SiteHeader />
        <PortalNav items={NAV} label="Customer portal" />
        {/* The one <main> of every portal page (pages bring sections, not landmarks). */}
        <main id="main" className="min-h-[calc(100vh-7.5rem)] bg-slate-50">
          {/* On every portal page, so a lawyer waiting in the call is seen wherever the client is. */}
          <LiveCallBanner initial={{ results: live }} className="max-w-3xl" />
          {children}
        </main>
      </AuthGuard>
    </QueryProvider>
  );
}
