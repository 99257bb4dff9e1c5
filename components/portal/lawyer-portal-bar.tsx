'use client';

import Link from 'next/link';
import SignedInControls from '@/components/header/signed-in-controls';
import { useScrolled } from '@/components/header/use-scrolled';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { useAuth } from '@/lib/auth/auth-provider';
import type { AuthUser } from '@/lib/auth/types';
import { APP_NAME } from '@/lib/config/app';
import { useHref, useT } from '@/lib/i18n/client';

/**
 * The lawyer portal's own bar (lawyers never see the public header): product name to
 * /lawyer-portal, the language switch, the bell, "Atty." name and the same avatar menu with Profile
 * Settings (which holds the switch on a phone, as in the public header).
 */
export function LawyerPortalBar({ initialUser }: { initialUser: AuthUser }) {
  const { user } = useAuth();
  const scrolled = useScrolled();
  const t = useT('portal');
  const href = useHref();
  const shown = user?.type === 'LAWYER' ? user : initialUser;
  return (
    <header
      data-elevated={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 bg-white transition-shadow ${scrolled ? 'shadow-md' : 'border-b border-slate-200'}`}
    >
      <nav aria-label={t('bar.main')} className="container-page flex h-16 items-center gap-2">
        <Link href={href('/lawyer-portal')} className="text-xl font-bold text-primary">
          {APP_NAME}
        </Link>
        {/* One group at the right: the controls' own ml-auto then has no space to split with the switch. */}
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch className="btn-ghost hidden px-3 text-sm sm:inline-flex" />
          <SignedInControls user={shown} />
        </div>
      </nav>
    </header>
  );
}
