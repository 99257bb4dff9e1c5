'use client';

import { X } from 'lucide-react';
import Link from 'next/link';
import { COMPARE_MAX, useCompare } from './compare-store';

/** The compare selection, docked at the bottom of results and profiles while it holds anyone. */
export function CompareTray() {
  const compare = useCompare();
  if (compare.items.length === 0) return null;
  return (
    <section aria-label="Compare lawyers" className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur">
      <div className="container-page flex flex-wrap items-center gap-2 py-3">
        <p className="text-sm font-semibold text-slate-800">
          Compare ({compare.items.length}/{COMPARE_MAX})
        </p>
        <ul className="flex min-w-0 flex-1 flex-wrap gap-2">
          {compare.items.map((item) => (
            <li key={item._id} className="flex max-w-full items-center gap-1 rounded-full bg-primary-50 py-1 pl-3 pr-1 text-sm text-primary-800">
              <span className="truncate">Atty. {item.display_name}</span>
              <button type="button" className="rounded-full p-1 hover:bg-primary-100" aria-label={`Remove Atty. ${item.display_name} from compare`} onClick={() => compare.remove(item._id)}>
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <button type="button" className="btn-ghost px-3 py-1.5" onClick={compare.clear}>
            Clear
          </button>
          <Link href="/compare" className="btn-primary px-3 py-1.5">
            Compare now
          </Link>
        </div>
      </div>
    </section>
  );
}
