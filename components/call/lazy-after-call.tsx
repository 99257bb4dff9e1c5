'use client';

import dynamic from 'next/dynamic';
import { useT } from '@/lib/i18n/client';

function AfterCallLoading() {
  const t = useT('call');
  return <div className="h-dvh bg-slate-950" aria-label={t('loading.page')} />;
}

// The after-call screen (summary, review form) loads once the call has ended, not with the call.
export const LazyAfterCall = dynamic(() => import('./after-call').then((m) => m.AfterCall), {
  ssr: false,
  loading: () => <AfterCallLoading />,
});
