import type { ReactNode } from 'react';
import { AuthGuard } from '@/components/auth/auth-guard';
import { LiveCallBanner } from '@/components/meetings/live-call-banner';
import { QueryProvider } from '@/components/providers/query-provider';
import type { AuthUser } from '@/lib/auth/types';
import type { LiveMeetingsDto } from '@/lib/dto/video-call';
import { PortalNav, type PortalNavItem } from './portal-nav';

/**
 * The frame of a portal (client or lawyer): its top bar, its tabs, and the one <main> of every page
 * in it (pages bring sections, not landmarks), opening with the live-call banner so the other party
 * waiting in the call is seen wherever the user is.
 */
export function PortalFrame({
  bar,
  nav,
  label,
  live,
  width,
  user,
  children,
}: {
  bar: ReactNode;
  nav: PortalNavItem[];
  label: string;
  live: LiveMeetingsDto;
  width: string;
  /** The signed-in user the layout checked (AuthGuard's serverUser). */
  user: AuthUser;
  children: ReactNode;
}) {
  return (
    <QueryProvider>
      <AuthGuard serverUser={user}>
        {bar}
        <PortalNav items={nav} label={label} />
        <main id="main" className="min-h-[calc(100vh-7.5rem)] bg-slate-50">
          <LiveCallBanner initial={live} className={width} />
          {children}
        </main>
      </AuthGuard>
    </QueryProvider>
  );
}
