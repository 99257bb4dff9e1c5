'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/ui/error-screen';

// The stack stays in the console; the visitor sees only the spec's sentence.
export default function RouteError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen title="Ops... Something went wrong! Sorry!" />;
}
