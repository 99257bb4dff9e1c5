'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// The form (its zod file checks and upload code) loads only for the few lawyers the dashboard asks to
// upload again; every other dashboard load skips it (issue 28: zod alone is ≈90 kB gzip).
const ResubmitForm = lazy(() => import('./resubmit-form').then((m) => ({ default: m.ResubmitForm })));

export function LazyResubmitForm(props: ComponentProps<typeof ResubmitForm>) {
  return (
    <Suspense fallback={null}>
      <ResubmitForm {...props} />
    </Suspense>
  );
}
