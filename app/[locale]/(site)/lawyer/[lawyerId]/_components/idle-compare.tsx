'use client';

import { lazy, Suspense } from 'react';
import type { CompareItem } from '@/components/lawyers/compare-store';
import { PlusIcon } from '@/components/ui/icons';
import { useIdle } from '@/components/ui/when-idle';
import { useT } from '@/lib/i18n/client';

// Compare is a second step, not what the profile is for: its button and tray load once the page is
// idle, so they are neither first-load JavaScript nor part of hydration (the slot picker is).
// Until its chunk arrives the stand-in stays (a gap there would move the row below: layout shift).
const CompareToggle = lazy(() => import('@/components/lawyers/compare-toggle').then((m) => ({ default: m.CompareToggle })));
const CompareTray = lazy(() => import('@/components/lawyers/compare-tray').then((m) => ({ default: m.CompareTray })));

/** The button as it first looks, disabled until the real one (which knows the selection) is there. */
function CompareStandIn() {
  const t = useT('profile');
  return (
    <button type="button" disabled className="btn-outline px-3 py-1.5">
      <PlusIcon className="h-4 w-4" />
      {t('compare.button')}
    </button>
  );
}

/** The "Compare" button (same size before and after it loads, so nothing moves) and, later, the tray. */
export function IdleCompare({ lawyer }: { lawyer: CompareItem }) {
  const idle = useIdle();
  if (!idle) return <CompareStandIn />;
  return (
    <>
      <Suspense fallback={<CompareStandIn />}>
        <CompareToggle lawyer={lawyer} />
      </Suspense>
      <Suspense fallback={null}>
        <CompareTray />
      </Suspense>
    </>
  );
}
