'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useRequestSignInLink, useSignIn } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/client';
import { useAuth } from '@/lib/auth/auth-provider';
import { useCallbackUrl } from '@/lib/auth/use-callback-url';
import { useHref, useT } from '@/lib/i18n/client';
import { signInLinkSchema, signInSchema, type SignInInput } from '@/lib/validation/auth';
import { translatedResolver, useAuthMessage } from './auth-messages';
import { OAuthButtons, type OAuthProviderOption } from './oauth-buttons';
import { TextField } from './text-field';

/**
 * Sign in; the guard then takes the user to callback_url (same origin only) or their portal, in the
 * account's language (its answer set the language cookie: AuthGuard).
 */
export function LoginForm({ providers }: { providers: OAuthProviderOption[] }) {
  const t = useT('auth');
  const href = useHref();
  const message = useAuthMessage();
  const { register, handleSubmit, formState, getValues } = useForm<SignInInput>({
    resolver: translatedResolver(zodResolver(signInSchema), message),
    defaultValues: { email: '', password: '' },
  });
  const signInCall = useSignIn();
  const { signIn } = useAuth();
  const callback = useCallbackUrl();
  const params = useSearchParams();
  const linkCall = useRequestSignInLink();
  // After a 429 (the sign-in limits refuse this new device) the owner can get a one-time link by e-mail.
  const [limited, setLimited] = useState(false);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const oauthFailed = t('login.oauthFailed');

  useEffect(() => {
    if (params.get('error') === 'oauth') toast.error(oauthFailed);
  }, [params, oauthFailed]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      signIn(await signInCall.mutateAsync(values));
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) setLimited(true);
      toast.error(message(error));
    }
  });

  const sendLink = async () => {
    const parsed = signInLinkSchema.safeParse({ email: getValues('email') });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      toast.error(issue ? message(issue) : t('login.enterEmail'));
      return;
    }
    try {
      await linkCall.mutateAsync(parsed.data);
      setLinkSent(t('messages.signInLinkSent'));
    } catch (error) {
      toast.error(message(error));
    }
  };

  const signUpHref = callback ? `${href('/signup')}?callback_url=${encodeURIComponent(callback)}` : href('/signup');
  return (
    <>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={formState.errors.email?.message}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={formState.errors.password?.message}
        />
        <div className="-mt-2 text-right text-sm">
          <Link href={href('/forgot-password')} className="font-medium text-primary hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={signInCall.isPending}>
          {signInCall.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      {limited ? (
        <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700" aria-live="polite">
          {linkSent ? (
            <p role="status">{linkSent}</p>
          ) : (
            <>
              <p>{t('login.limited')}</p>
              <button type="button" className="btn-secondary mt-2 w-full" onClick={sendLink} disabled={linkCall.isPending}>
                {linkCall.isPending ? t('sending') : t('login.sendLink')}
              </button>
            </>
          )}
        </div>
      ) : null}
      <OAuthButtons providers={providers} />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('login.noAccount')}{' '}
        <Link href={signUpHref} className="font-medium text-primary hover:underline">
          {t('login.register')}
        </Link>
      </p>
    </>
  );
}
