'use client';

import { useFailureText } from '@/components/ui/form-messages';
import Link from 'next/link';
import { useState } from 'react';
import { useConfirmDeletion } from '@/lib/api/privacy';
import { DELETION_GRACE_DAYS } from '@/lib/config/privacy';
import { useHref, useT } from '@/lib/i18n/client';

/**
 * The page the mailed confirmation link opens. The token is spent only when the person presses the
 * button (a POST): mail scanners that prefetch the link cannot delete an account.
 */
export function ConfirmDeletionForm({ token }: { token: string }) {
  const confirm = useConfirmDeletion();
  const t = useT('account');
  const href = useHref();
  const [error, setError] = useState<string | null>(token ? null : t('deletion.linkInvalid'));
  const say = useFailureText();

  const onConfirm = async () => {
    setError(null);
    try {
      const result = await confirm.mutateAsync(token);
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${href('/account/deleted')}?due=${encodeURIComponent(result.due_at ?? '')}`);
    } catch (failure) {
      setError(say(failure, t('deletion.linkInvalid')));
    }
  };

  return error ? (
    <div className="flex flex-col gap-4">
      <p role="alert" className="text-sm font-medium text-red-700">
        {error}
      </p>
      <Link href={href('/login')} className="btn-primary w-full text-center">
        {t('deletion.signIn')}
      </Link>
    </div>
  ) : (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('deletion.confirmText', { days: DELETION_GRACE_DAYS })}</p>
      <button type="button" className="btn w-full bg-red-700 text-white hover:bg-red-800" onClick={onConfirm} disabled={confirm.isPending}>
        {confirm.isPending ? t('deletion.deleting') : t('deletion.submit')}
      </button>
    </div>
  );
}
