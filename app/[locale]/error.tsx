'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/ui/error-screen';
import { RequestReference } from '@/components/ui/request-reference';
import { useHref, useWords } from '@/lib/i18n/context';

// The stack stays in the console and the server log; the visitor sees the spec's sentence and the
// request id to quote (the server's log line for the failure carries the same id and digest). Its
// words come from `errors`, which the [locale] layout sends to the client (plain words: no formatter).
export default function RouteError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useWords('errors');
  const href = useHref();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen title={t('somethingWentWrong')} backLabel={t('backHome')} homeHref={href('/')}>
      <RequestReference digest={error.digest} labels={{ requestId: t('requestId'), digest: t('digest') }} />
    </ErrorScreen>
  );
}
