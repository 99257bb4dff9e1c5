'use client';

import { useFailureText } from '@/components/ui/form-messages';
import Link from 'next/link';
import { useState } from 'react';
import { useAcceptPolicies } from '@/lib/api/privacy';
import { useHref, useT } from '@/lib/i18n/client';

/** The interstitial after a new version of the Terms or the Privacy Policy: accept, then go on to where the person was going. */
export function AcceptPoliciesForm({ next }: { next: string }) {
  const accept = useAcceptPolicies();
  const [error, setError] = useState<string | null>(null);
  const say = useFailureText();
  const t = useT('account');
  const href = useHref();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {t('policies.before')}{' '}
        <Link href={href('/terms')} target="_blank" className="font-medium text-primary underline underline-offset-2">
          {t('policies.terms')}
        </Link>{' '}
        {t('policies.and')}{' '}
        <Link href={href('/privacy')} target="_blank" className="font-medium text-primary underline underline-offset-2">
          {t('policies.privacy')}
        </Link>
        {t('policies.after')}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn-primary w-full"
        disabled={accept.isPending || accept.isSuccess}
        onClick={async () => {
          setError(null);
          try {
            await accept.mutateAsync();
            window.location.assign(next);
          } catch (failure) {
            setError(say(failure));
          }
        }}
      >
        {accept.isPending ? t('policies.saving') : t('policies.accept')}
      </button>
    </div>
  );
}
