'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef } from 'react';

/**
 * `short`: the name below the sm breakpoint, where the full one would push the tab bar past the screen (there the
 * tabs are 12 px with narrow padding, so the client's five fit a 375 px screen in both languages).
 * `also`: another path prefix the tab holds (the client's meetings tab is also each meeting's page).
 */
export type PortalNavItem = { href: string; label: string; short?: string; also?: string };

/**
 * A horizontal, scrollable section nav for a portal. On a phone the tabs are wider than the screen: the
 * active one is scrolled into the strip's view (issue 57: on a later tab it sat off screen, so the
 * page seemed to belong to none), by the strip's own scroll so the page itself never moves.
 */
export function PortalNav({ items, label }: { items: PortalNavItem[]; label: string }) {
  const pathname = usePathname();
  const strip = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const list = strip.current;
    const tab = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !tab) return;
    const left = tab.offsetLeft - list.offsetLeft;
    const right = left + tab.offsetWidth;
    // Centred when out of view; left alone when already wholly seen (no jump on a wide screen).
    if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth)
      list.scrollLeft = left - (list.clientWidth - tab.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-slate-50">
      <ul ref={strip} className="container-page flex overflow-x-auto py-2 sm:gap-1">
        {items.map((item) => {
          const active =
            item.href === pathname ||
            (item.href !== items[0].href && pathname.startsWith(`${item.href}/`)) ||
            (item.also !== undefined && pathname.startsWith(item.also));
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                // Fetched when tapped (or hovered), not whenever the strip is on screen: a phone on prepaid
                // data pays for the portal's other tabs only when it opens one (issue 60's bytes).
                prefetch={false}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex rounded-md px-1.5 py-2 text-xs font-medium sm:px-3 sm:text-sm ${active ? 'bg-primary text-white' : 'text-slate-700 hover:bg-primary-50'}`}
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
