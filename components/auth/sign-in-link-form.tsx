'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useConsumeSignInLink } from '@/lib/api/auth';
import { useAuth } from '@/lib/auth/auth-provider';
import { useHref, useT } from '@/lib/i18n/client';
import { useAuthMessage } from './auth-messages';

/**
 * The page a mailed sign-in link opens. The token is used only when the person presses "Sign in"
 * (a POST): mail scanners that prefetch the link cannot spend it. On success the AuthGuard takes the
 * user on to callback_url or their portal, as after a password sign-in, in the account's language.
 */
export function SignInLinkForm({ token }: { token: string }) {
  const consume = useConsumeSignInLink();
  const { signIn } = useAuth();
  const t = useT('auth');
  const href = useHref();
  const message = useAuthMessage();
  // The refusal itself (its code is shown in the page's language), or true for a link that is missing.
  const [error, setError] = useState<unknown>(token ? null : true);

  const onSignIn = async () => {
    setError(null);
    try {
      signIn(await consume.mutateAsync(token));
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {error ? (
        <>
          <p role="alert" className="text-sm font-medium text-red-700">
            {message(error === true ? null : error, t('messages.signInLinkInvalid'))}
          </p>
          <Link href={href('/login')} className="btn-primary w-full text-center">
            {t('links.backToSignIn')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('signInLink.intro')}</p>
          <button type="button" className="btn-primary w-full" onClick={onSignIn} disabled={consume.isPending || consume.isSuccess}>
            {consume.isPending ? t('login.submitting') : t('login.submit')}
          </button>
        </>
      )}
    </div>
  );
}
