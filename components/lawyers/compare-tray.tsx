'use client';

import Link from 'next/link';
import { XIcon } from '@/components/ui/icons';
import { useHref, useWords } from '@/lib/i18n/context';
import { COMPARE_MAX, useCompare } from './compare-store';

/**
 * The compare selection, docked at the bottom of results and profiles while it holds anyone. On a
 * phone: the count and the buttons on one line, the names below in one swipeable row of chips (each
 * name keeps a readable width, its × beside it); wider screens put everything on one line.
 * Text: the `profile` namespace's `compare` (a page showing it sends that namespace).
 */
export function CompareTray() {
  const t = useWords('profile');
  const href = useHref();
  const compare = useCompare();
  if (compare.items.length === 0) return null;
  return (
    <section
      aria-label={t('compare.tray')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="container-page flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:py-3">
        <div className="flex items-center justify-between gap-2 sm:contents">
          <p className="shrink-0 text-sm font-semibold text-slate-800">
            {t('compare.count', { count: compare.items.length, max: COMPARE_MAX })}
          </p>
          <div className="flex shrink-0 gap-2 sm:order-last">
            <button type="button" className="btn-ghost px-3 py-1.5" onClick={compare.clear}>
              {t('compare.clear')}
            </button>
            <Link href={href('/compare')} className="btn-primary px-3 py-1.5">
              {t('compare.now')}
            </Link>
          </div>
        </div>
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:min-w-0 sm:flex-1 sm:flex-wrap sm:overflow-visible sm:px-0">
          {compare.items.map((item) => (
            <li
              key={item._id}
              className="flex max-w-[11rem] shrink-0 items-center gap-1 rounded-full bg-primary-50 py-1 pl-3 pr-1 text-sm text-primary-800 sm:max-w-[14rem]"
            >
              <span data-testid="compare-chip-name" className="min-w-0 truncate">
                {t('attyName', { name: item.display_name })}
              </span>
              <button
                type="button"
                className="shrink-0 rounded-full p-1 hover:bg-primary-100"
                aria-label={t('compare.remove', { name: item.display_name })}
                onClick={() => compare.remove(item._id)}
              >
                <XIcon className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
