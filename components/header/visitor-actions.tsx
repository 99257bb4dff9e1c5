'use client';

import { MenuIcon, XIcon } from '@/components/ui/icons';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { useHref, useWords } from '@/lib/i18n/context';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { WRITTEN_SEARCH_PATH } from '@/lib/reference/written-search-link';

const LINKS = [
  { href: '/login', label: 'header.signIn', className: 'btn-ghost' },
  { href: '/signup', label: 'header.register', className: 'btn-primary' },
  { href: '/signup/lawyer', label: 'header.areYouALawyer', className: 'btn-outline' },
];

/**
 * Sign in, Register and the outlined "Are you a lawyer"; below the sm breakpoint they move into a
 * top drawer behind a menu icon, which also holds Blog (spec §2), Free legal help (for whoever
 * cannot pay a lawyer, issue 45) and Ask in writing (issue 72). Plain state, no dialog library: this
 * ships on every public page.
 */
export function VisitorActions() {
  const pathname = usePathname();
  const t = useWords('common');
  const href = useHref();
  // Remembering where it was opened closes the drawer on navigation without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean | ((v: boolean) => boolean)) =>
    setOpenOn((typeof value === 'function' ? value(open) : value) ? pathname : null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpenOn(null);
        toggle.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <div className="ml-auto hidden items-center gap-2 sm:flex">
        {LINKS.map((l) => (
          <a key={l.href} href={href(l.href)} className={l.className}>
            {t(l.label)}
          </a>
        ))}
      </div>
      <button
        ref={toggle}
        type="button"
        className="btn-ghost ml-auto h-10 w-10 p-0 sm:hidden"
        aria-label={t(open ? 'header.closeMenu' : 'header.openMenu')}
        aria-expanded={open}
        aria-controls="visitor-drawer"
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <XIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
      </button>
      {open && (
        <>
          <div className="fixed inset-0 top-16 z-30 bg-slate-900/30 sm:hidden" aria-hidden="true" onClick={() => setOpen(false)} />
          <nav
            id="visitor-drawer"
            aria-label={t('header.menu')}
            className="absolute inset-x-0 top-16 z-40 border-b border-slate-200 bg-white shadow-lg sm:hidden"
          >
            <ul className="container-page flex flex-col gap-2 py-4">
              {[
                ...LINKS,
                { href: WRITTEN_SEARCH_PATH, label: 'header.askInWriting', className: 'btn-ghost' },
                { href: '/blog', label: 'header.drawerBlog', className: 'btn-ghost' },
                { href: FREE_LEGAL_HELP_PATH, label: 'header.freeLegalHelp', className: 'btn-ghost' },
              ].map((l) => (
                <li key={l.href}>
                  <a href={href(l.href)} className={`${l.className} w-full`}>
                    {t(l.label)}
                  </a>
                </li>
              ))}
              <li>
                <LanguageSwitch className="btn-ghost w-full" />
              </li>
            </ul>
          </nav>
        </>
      )}
    </>
  );
}
