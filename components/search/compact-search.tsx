'use client';

import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon, SearchIcon } from '@/components/ui/icons';

/**
 * A search card that, on a phone, starts as one line: a visitor from a search engine sees the
 * lawyers first (issue 45: the full card pushed the first lawyer below the fold), and one tap opens
 * the card. From `sm` up the card is always open and the line is not shown.
 */
export function CompactSearch({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-12 w-full items-center gap-3 rounded-xl bg-white px-4 py-2 text-left shadow-md ring-1 ring-slate-900/5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary sm:hidden"
      >
        <SearchIcon className="h-5 w-5 shrink-0 text-primary" />
        <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{label}</span>
        <ChevronDownIcon className={`h-5 w-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={id} className={open ? 'mt-3 sm:mt-0' : 'hidden sm:block'}>
        {children}
      </div>
    </div>
  );
}
