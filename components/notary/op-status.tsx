'use client';

import type { NotaryOp } from '@/lib/api/notary';
import { useFailureText } from '@/components/ui/form-messages';

/**
 * One operation's state as the person sees it (spec §4: idle, loading, succeeded, failed per
 * operation); a failure shows the server's message and stays until the next try (spec §8).
 */
export function OpStatus({ op, name, loading, succeeded }: { op: NotaryOp; name: string; loading: string; succeeded: string }) {
  const say = useFailureText();
  return (
    <div data-testid={`op-${name}`} data-status={op.status} className="text-sm empty:hidden">
      {op.status === 'loading' ? (
        <p role="status" className="text-slate-600">
          {loading}
        </p>
      ) : op.status === 'succeeded' ? (
        <p role="status" className="text-primary-700">
          {succeeded}
        </p>
      ) : op.status === 'failed' ? (
        <p role="alert" className="text-red-700">
          {say(op.error)}
        </p>
      ) : null}
    </div>
  );
}
