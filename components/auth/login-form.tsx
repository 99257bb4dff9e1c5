'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSignIn } from '@/lib/api/auth';
import { useAuth } from '@/lib/auth/auth-provider';
import { useCallbackUrl } from '@/lib/auth/use-callback-url';
import { signInSchema, type SignInInput } from '@/lib/validation/auth';
import { OAuthButtons, type OAuthProviderOption } from './oauth-buttons';
import { TextField } from './text-field';

/** Sign in; the guard then takes the user to callback_url (same origin only) or their portal. */
export function LoginForm({ providers }: { providers: OAuthProviderOption[] }) {
  const { register, handleSubmit, formState } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const signInCall = useSignIn();
  const { signIn } = useAuth();
  const callback = useCallbackUrl();
  const params = useSearchParams();

  useEffect(() => {
    if (params.get('error') === 'oauth') toast.error('Sign-in failed. Please try again.');
  }, [params]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      signIn(await signInCall.mutateAsync(values));
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

  const signUpHref = callback ? `/signup?callback_url=${encodeURIComponent(callback)}` : '/signup';
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label="Email" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email?.message} />
        <TextField label="Password" type="password" autoComplete="current-password" registration={register('password')} error={formState.errors.password?.message} />
        <div className="-mt-2 text-right text-sm">
          <Link href="/forgot-password" className="font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={signInCall.isPending}>
          {signInCall.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
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
