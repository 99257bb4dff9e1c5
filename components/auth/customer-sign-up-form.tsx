'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSignUp } from '@/lib/api/auth';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import { useCallbackUrl } from '@/lib/auth/use-callback-url';
import { customerSignUpSchema, type CustomerSignUpInput } from '@/lib/validation/sign-up';
import { ConsentCheckbox } from './consent-checkbox';
import { OAuthButtons, type OAuthProviderOption } from './oauth-buttons';
import { SignUpSent } from './sign-up-sent';
import { NameFields, NewPasswordFields } from './account-fields';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';

const EMPTY: CustomerSignUpInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
  accept_terms: false,
};

/**
 * Client registration by e-mail; the mailed link verifies the address, signs the new account in and
 * leads on to callback_url (same-origin only).
 */
export function CustomerSignUpForm({ providers }: { providers: OAuthProviderOption[] }) {
  const { register, handleSubmit, formState } = useForm<CustomerSignUpInput>({
    resolver: zodResolver(customerSignUpSchema),
    defaultValues: EMPTY,
  });
  const signUp = useSignUp();
  // The page the visitor was going to (a tapped slot): the mailed link leads back there.
  const callback = useCallbackUrl();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(callback ? { ...values, callback_url: callback } : values);
      setSentTo(values.email);
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

  if (sentTo) return <SignUpSent email={sentTo} callback={callback} />;
  return (
    <>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <NameFields register={register} errors={errors} />
        <TextField label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
        <PhoneField registration={register('phone')} error={errors.phone?.message} />
        <NewPasswordFields register={register} errors={errors} label="Password" />
        <ConsentCheckbox registration={register('accept_terms')} error={errors.accept_terms?.message} />
        <button type="submit" className="btn-primary w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account…' : 'Create account'}
        </button>
      </form>
      <OAuthButtons providers={providers} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link href={callback ? withCallbackUrl('/login', callback) : '/login'} className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
