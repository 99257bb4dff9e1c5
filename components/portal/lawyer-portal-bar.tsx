'use client';

import Link from 'next/link';
import SignedInControls from '@/components/header/signed-in-controls';
import { useScrolled } from '@/components/header/use-scrolled';
import { useAuth } from '@/lib/auth/auth-provider';
import type { AuthUser } from '@/lib/auth/types';
import { APP_NAME } from '@/lib/config/app';

/**
 * The lawyer portal's own bar (lawyers never see the public header): product name to
 * /lawyer-portal, the bell, "Atty." name and the same avatar menu with Profile Settings.
 */
export function LawyerPortalBar({ initialUser }: { initialUser: AuthUser }) {
  const { user } = useAuth();
  const scrolled = useScrolled();
  const shown = user?.type === 'LAWYER' ? user : initialUser;
  return (
    <header
      data-elevated={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 bg-white transition-shadow ${scrolled ? 'shadow-md' : 'border-b border-slate-200'}`}
    >
      <nav aria-label="Main" className="container-page flex h-16 items-center gap-2">
        <Link href="/lawyer-portal" className="text-xl font-bold text-primary">
          {APP_NAME}
        </Link>
        <SignedInControls user={shown} />
      </nav>
    </header>
  );
}
