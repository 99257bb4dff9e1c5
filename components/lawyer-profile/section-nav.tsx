'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

const PROFILE_SECTIONS = [
  { href: '/lawyer-portal/profile', label: 'Overview' },
  { href: '/lawyer-portal/profile/basic-info', label: 'Basic info' },
  { href: '/lawyer-portal/profile/availability', label: 'Availability & prices' },
  { href: '/lawyer-portal/profile/education', label: 'Education' },
  { href: '/lawyer-portal/profile/work-experience', label: 'Work experience' },
  { href: '/lawyer-portal/profile/awards', label: 'Awards & publications' },
  { href: '/lawyer-portal/profile/banking-info', label: 'Banking info' },
  { href: '/lawyer-portal/profile/calendar-sync', label: 'Calendar sync' },
] as const;

/** The editor's sections: a column beside the form on a wide screen, a scrolling strip on a phone. */
export function ProfileSectionNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Profile sections" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
      <ul className="flex gap-1 lg:flex-col">
        {PROFILE_SECTIONS.map((s) => {
          const active = s.href === pathname || (s.href !== PROFILE_SECTIONS[0].href && pathname.startsWith(`${s.href}/`));
          return (
            <li key={s.href} className="shrink-0">
              <Link
                href={s.href}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium ${active ? 'bg-primary-50 text-primary-800 ring-1 ring-primary-200' : 'text-slate-700 hover:bg-white'}`}
              >
                {s.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
