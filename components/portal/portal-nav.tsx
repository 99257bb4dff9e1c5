'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/**
 * `short`: the name below the sm breakpoint, where the full one would push the tab bar past the screen.
 * `also`: another path prefix the tab holds (the client's meetings tab is also each meeting's page).
 */
export type PortalNavItem = { href: string; label: string; short?: string; also?: string };

/** A horizontal, scrollable section nav for a portal. */
export function PortalNav({ items, label }: { items: PortalNavItem[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-slate-50">
      <ul className="container-page flex gap-1 overflow-x-auto py-2">
        {items.map((item) => {
          const active =
            item.href === pathname ||
            (item.href !== items[0].href && pathname.startsWith(`${item.href}/`)) ||
            (item.also !== undefined && pathname.startsWith(item.also));
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex rounded-md px-3 py-2 text-sm font-medium ${active ? 'bg-primary text-white' : 'text-slate-700 hover:bg-primary-50'}`}
              >
                {item.short ? (
                  <>
                    <span className="sm:hidden">{item.short}</span>
                    <span className="hidden sm:inline">{item.label}</span>
                  </>
                ) : (
                  item.label
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
