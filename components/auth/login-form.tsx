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
import { signInLinkSchema, signInSchema, type SignInInput } from '@/lib/validation/auth';
import { OAuthButtons, type OAuthProviderOption } from './oauth-buttons';
import { TextField } from './text-field';

/** Sign in; the guard then takes the user to callback_url (same origin only) or their portal. */
export function LoginForm({ providers }: { providers: OAuthProviderOption[] }) {
  const { register, handleSubmit, formState, getValues } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
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

  useEffect(() => {
    if (params.get('error') === 'oauth') toast.error('Sign-in failed. Please try again.');
  }, [params]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      signIn(await signInCall.mutateAsync(values));
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) setLimited(true);
      toast.error((error as Error).message);
    }
  });

  const sendLink = async () => {
    const parsed = signInLinkSchema.safeParse({ email: getValues('email') });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Please enter your email.');
      return;
    }
    try {
      const { message } = await linkCall.mutateAsync(parsed.data);
      setLinkSent(message);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const signUpHref = callback ? `/signup?callback_url=${encodeURIComponent(callback)}` : '/signup';
  return (
    <>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={formState.errors.email?.message}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={formState.errors.password?.message}
        />
        <div className="-mt-2 text-right text-sm">
          <Link href="/forgot-password" className="font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={signInCall.isPending}>
          {signInCall.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      {limited ? (
        <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700" aria-live="polite">
          {linkSent ? (
            <p role="status">{linkSent}</p>
          ) : (
            <>
              <p>Can&apos;t sign in right now? We can e-mail you a one-time sign-in link.</p>
              <button type="button" className="btn-secondary mt-2 w-full" onClick={sendLink} disabled={linkCall.isPending}>
                {linkCall.isPending ? 'Sending…' : 'E-mail me a sign-in link'}
              </button>
            </>
          )}
        </div>
      ) : null}
      <OAuthButtons providers={providers} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Link href={signUpHref} className="font-medium text-primary hover:underline">
          Register
        </Link>
      </p>
    </>
  );
}
