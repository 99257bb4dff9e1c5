import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/header/site-header';
import { PortalFrame } from '@/components/portal/portal-frame';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { toUserDto } from '@/lib/server/auth/user-dto';
import { listLiveMeetings } from '@/lib/server/video/list-live-meetings';

export const metadata: Metadata = { robots: { index: false } };

// Named for what each tab holds, in the avatar menu's words (spec §2 "Meetings", "Engagement
// Agreements", "Account Settings"); on a phone the shorter names keep all three in view.
const NAV = [
  { href: '/customer-portal', label: 'Meetings', also: '/customer-portal/meeting/' },
  { href: '/customer-portal/work-items', label: 'Engagement Agreements', short: 'Agreements' },
  { href: '/customer-portal/account-settings', label: 'Account Settings', short: 'Settings' },
];

/** CUSTOMER only. Each page repeats the check with its own path; this one covers the whole area. */
export default async function CustomerPortalLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser('/customer-portal');
  const live = await listLiveMeetings(user);
  return (
    <PortalFrame bar={<SiteHeader />} nav={NAV} label="Customer portal" live={{ results: live }} width="max-w-3xl" user={toUserDto(user)}>
      {children}
    </PortalFrame>
  );
}
