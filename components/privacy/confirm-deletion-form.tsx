'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useConfirmDeletion } from '@/lib/api/privacy';
import { DELETION_MESSAGES } from '@/lib/config/privacy';

/**
 * The page the mailed confirmation link opens. The token is spent only when the person presses the
 * button (a POST): mail scanners that prefetch the link cannot delete an account.
 */
export function ConfirmDeletionForm({ token }: { token: string }) {
  const confirm = useConfirmDeletion();
  const [error, setError] = useState<string | null>(token ? null : DELETION_MESSAGES.linkInvalid);

  const onConfirm = async () => {
    setError(null);
    try {
      const result = await confirm.mutateAsync(token);
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`/account/deleted?due=${encodeURIComponent(result.due_at ?? '')}`);
    } catch (failure) {
      setError((failure as Error).message || DELETION_MESSAGES.linkInvalid);
    }
  };

  return error ? (
    <div className="flex flex-col gap-4">
      <p role="alert" className="text-sm font-medium text-red-700">
        {error}
      </p>
      <Link href="/login" className="btn-primary w-full text-center">
        Sign in
      </Link>
    </div>
  ) : (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">Press the button to delete your account. You can still cancel by signing in within 7 days.</p>
      <button type="button" className="btn w-full bg-red-700 text-white hover:bg-red-800" onClick={onConfirm} disabled={confirm.isPending}>
        {confirm.isPending ? 'Deleting…' : 'Delete my account'}
      </button>
    </div>
  );
}
