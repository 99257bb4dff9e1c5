'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/ui/error-screen';
import { RequestReference } from '@/components/ui/request-reference';

// The stack stays in the console and the server log; the visitor sees the spec's sentence and the
// request id to quote (the server's log line for the failure carries the same id and digest).
export default function RouteError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen title="Ops... Something went wrong! Sorry!">
      <RequestReference digest={error.digest} />
    </ErrorScreen>
  );
}
