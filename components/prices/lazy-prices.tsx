'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// The approximation and the currency select load after the page (issue 63 item 3): the rates, the zone
// → currency guess and the select are not first-load JavaScript of a public page (e2e/js-budget.spec.ts).
// React's own lazy, not next/dynamic (which adds its own kilobytes: lib/lint/public-page-islands.test.ts).
const ApproxPrice = lazy(() => import('./approx-price').then((m) => ({ default: m.ApproxPrice })));
const CurrencySelect = lazy(() => import('./currency-select').then((m) => ({ default: m.CurrencySelect })));

export function LazyApproxPrice(props: ComponentProps<typeof ApproxPrice>) {
  return (
    <Suspense fallback={null}>
      <ApproxPrice {...props} />
    </Suspense>
  );
}

export function LazyCurrencySelect() {
  return (
    <Suspense fallback={null}>
      <CurrencySelect />
    </Suspense>
  );
}
