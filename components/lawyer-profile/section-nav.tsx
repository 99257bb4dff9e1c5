'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useHref, useT } from '@/lib/i18n/client';

const PROFILE_SECTIONS = [
  { href: '/lawyer-portal/profile', label: 'overview' },
  { href: '/lawyer-portal/profile/basic-info', label: 'basicInfo' },
  { href: '/lawyer-portal/profile/availability', label: 'availability' },
  { href: '/lawyer-portal/profile/education', label: 'education' },
  { href: '/lawyer-portal/profile/work-experience', label: 'workExperience' },
  { href: '/lawyer-portal/profile/awards', label: 'awards' },
  { href: '/lawyer-portal/profile/banking-info', label: 'bankingInfo' },
  { href: '/lawyer-portal/profile/calendar-sync', label: 'calendarSync' },
] as const;

/** The editor's sections: a column beside the form on a wide screen, a scrolling strip on a phone. */
export function ProfileSectionNav() {
  const pathname = usePathname();
  const t = useT('editor');
  const href = useHref();
  // The path as the browser has it: /fil/lawyer-portal/… on a Filipino page.
  const overview = href(PROFILE_SECTIONS[0].href);
  return (
    <nav aria-label={t('nav.label')} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
      <ul className="flex gap-1 lg:flex-col">
        {PROFILE_SECTIONS.map((s) => {
          const path = href(s.href);
          const active = path === pathname || (path !== overview && pathname.startsWith(`${path}/`));
          return (
            <li key={s.href} className="shrink-0">
              <Link
                href={path}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium ${active ? 'bg-primary-50 text-primary-800 ring-1 ring-primary-200' : 'text-slate-700 hover:bg-white'}`}
              >
                {t(`nav.${s.label}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
