'use client';

import { Plus } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { CompareItem } from '@/components/lawyers/compare-store';
import { whenIdle } from '@/components/ui/when-idle';

// Compare is a second step, not what the profile is for: its button and tray load once the page is
// idle, so they are neither first-load JavaScript nor part of hydration (the slot picker is).
// Until its chunk arrives the stand-in stays (a gap there would move the row below: layout shift).
const CompareToggle = dynamic(() => import('@/components/lawyers/compare-toggle').then((m) => m.CompareToggle), { ssr: false, loading: () => <CompareStandIn /> });
const CompareTray = dynamic(() => import('@/components/lawyers/compare-tray').then((m) => m.CompareTray), { ssr: false });

/** The button as it first looks, disabled until the real one (which knows the selection) is there. */
function CompareStandIn() {
  return (
    <button type="button" disabled className="btn-outline px-3 py-1.5">
      <Plus aria-hidden="true" className="h-4 w-4" />
      Compare
    </button>
  );
}

/** The "Compare" button (same size before and after it loads, so nothing moves) and, later, the tray. */
export function IdleCompare({ lawyer }: { lawyer: CompareItem }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 1000), []);
  if (!idle) return <CompareStandIn />;
  return (
    <>
      <CompareToggle lawyer={lawyer} />
      <CompareTray />
    </>
  );
}
