import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AuthGuard } from '@/components/auth/auth-guard';
import { QueryProvider } from '@/components/providers/query-provider';
import { LawyerPortalBar } from '@/components/portal/lawyer-portal-bar';
import { LiveCallBanner } from '@/components/meetings/live-call-banner';
import { PortalNav } from '@/components/portal/portal-nav';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listLiveMeetings } from '@/lib/server/video/list-live-meetings';
import { toUserDto } from '@/lib/server/auth/user-dto';

export const metadata: Metadata = { robots: { index: false } };

const NAV = [
  { href: '/lawyer-portal', label: 'Dashboard' },
  { href: '/lawyer-portal/profile', label: 'Profile' },
  { href: '/lawyer-portal/calendar', label: 'Calendar' },
  { href: '/lawyer-portal/meetings', label: 'Meetings' },
  { href: '/lawyer-portal/clients', label: 'Clients' },
  { href: '/lawyer-portal/work-items', label: 'Work Items' },
  { href: '/lawyer-portal/payments', label: 'Payments' },
  { href: '/lawyer-portal/notary-public', label: 'Notary Public' },
  { href: '/lawyer-portal/account-settings', label: 'Account Settings' },
];

/** LAWYER only, with the portal's own bar instead of the public header. Pages repeat the check. */
export default async function LawyerPortalLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser('/lawyer-portal');
  const live = await listLiveMeetings(user);
  return (
    <QueryProvider>
      <AuthGuard>
        <LawyerPortalBar initialUser={toUserDto(user)} />
        <PortalNav items={NAV} label="Lawyer portal" />
        {/* The one <main> of every portal page (pages bring sections, not landmarks). */}
        <main id="main" className="min-h-[calc(100vh-7.5rem)] bg-slate-50">
          {/* On every portal page, so a client waiting in the call is seen wherever the lawyer is. */}
          <LiveCallBanner initial={{ results: live }} className="max-w-4xl" />
          {children}
        </main>
      </AuthGuard>
    </QueryProvider>
  );
}
