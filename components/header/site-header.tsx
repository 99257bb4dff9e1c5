'use client';

import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { APP_NAME } from '@/lib/config/app';
import { useHref, useWords } from '@/lib/i18n/context';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { WRITTEN_SEARCH_PATH } from '@/lib/reference/written-search-link';
import type { MovedLink } from './account-links';
import { useScrolled } from './use-scrolled';
import { VisitorActions } from './visitor-actions';

// Menus for signed-in users load only for them; visitors (most public traffic) never download them.
// The user is only known in the browser, so the server never renders them. React.lazy, not
// next/dynamic: its runtime would add ≈1.5 kB gzip to every first load.
const SignedInControls = lazy(() => import('./signed-in-controls'));

// Signed in, the header also holds the bell, the language and the avatar: below these breakpoints its
// own links move into the avatar menu (as Airbnb's and Cal.com's do), so it stays one line at 375 px.
// "Ask in writing" (issue 72) has no place in the header itself — in Filipino its links already fill the 1,200 px
// line — so on a phone and a small tablet it is the menu's first item (the visitors' drawer's too); the spec's
// avatar menu stays as it is on a wide screen, where the home page, the search and its cards offer it.
export const MOVED_LINKS: MovedLink[] = [
  { key: 'askInWriting', href: WRITTEN_SEARCH_PATH, below: 'md' },
  { key: 'blog', href: '/blog', below: 'sm' },
  { key: 'freeLegalHelp', href: FREE_LEGAL_HELP_PATH, below: 'md' },
];

/**
 * The public top header (spec §2). Lawyers never see it: the lawyer portal has its own bar. Its links
 * are plain <a>: next/link would add its client code to the first load of every public page (issue 17).
 */
export function SiteHeader() {
  const { user } = useAuth();
  const scrolled = useScrolled();
  const t = useWords('common');
  const href = useHref();
  if (user?.type === 'LAWYER') return null;
  return (
    <header
      data-elevated={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 bg-white transition-shadow ${scrolled ? 'shadow-md' : 'border-b border-slate-200'}`}
    >
      <nav aria-label={t('header.main')} className="container-page relative flex h-16 items-center gap-1 sm:gap-2">
        <a href={href('/')} className="mr-1 text-xl font-bold text-primary">
          {APP_NAME}
        </a>
        <a href={href('/blog')} className={`btn-ghost px-2 sm:px-4 ${user ? 'hidden sm:inline-flex' : ''}`}>
          {t('header.blog')}
        </a>
        {/* Below md it is in the visitors' drawer (VisitorActions) or the avatar menu, the home page and the footer. */}
        <a href={href(FREE_LEGAL_HELP_PATH)} className="btn-ghost hidden px-4 md:inline-flex">
          {t('header.freeLegalHelp')}
        </a>
        <LanguageSwitch className="btn-ghost hidden px-3 text-sm lg:inline-flex" />
        {user ? (
          <Suspense fallback={null}>
            <SignedInControls user={user} moved={MOVED_LINKS} />
          </Suspense>
        ) : (
          <VisitorActions />
        )}
      </nav>
    </header>
  );
}
