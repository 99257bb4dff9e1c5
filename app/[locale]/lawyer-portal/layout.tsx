import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LawyerPortalBar } from '@/components/portal/lawyer-portal-bar';
import { PortalFrame } from '@/components/portal/portal-frame';
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
  const dto = toUserDto(user);
  return (
    <PortalFrame
      bar={<LawyerPortalBar initialUser={dto} />}
      user={dto}
      nav={NAV}
      label="Lawyer portal"
      live={{ results: live }}
      width="max-w-4xl"
    >
      {children}
    </PortalFrame>
  );
}
