'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSignUp } from '@/lib/api/auth';
import { customerSignUpSchema, type CustomerSignUpInput } from '@/lib/validation/auth';
import { ConsentCheckbox } from './consent-checkbox';
import { OAuthButtons, type OAuthProviderOption } from './oauth-buttons';
import { SignUpSent } from './sign-up-sent';
import { TextField } from './text-field';

const EMPTY: CustomerSignUpInput = { first_name: '', last_name: '', email: '', password: '', confirm_password: '', accept_terms: false };

/** Client registration by e-mail; the mailed link verifies the address and signs the new account in. */
export function CustomerSignUpForm({ providers }: { providers: OAuthProviderOption[] }) {
  const { register, handleSubmit, formState } = useForm<CustomerSignUpInput>({
    resolver: zodResolver(customerSignUpSchema),
    defaultValues: EMPTY,
  });
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

  if (sentTo) return <SignUpSent email={sentTo} />;
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            registration={register('first_name')}
            error={errors.first_name?.message}
          />
          <TextField label="Last name" autoComplete="family-name" registration={register('last_name')} error={errors.last_name?.message} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          registration={register('confirm_password')}
          error={errors.confirm_password?.message}
        />
        <p className="text-xs text-slate-600">At least 8 characters, with a number, a lowercase and an uppercase character.</p>
        <ConsentCheckbox registration={register('accept_terms')} error={errors.accept_terms?.message} />
        <button type="submit" className="btn-primary w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account…' : 'Create account'}
        </button>
      </form>
      <OAuthButtons providers={providers} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link href="/login" className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
