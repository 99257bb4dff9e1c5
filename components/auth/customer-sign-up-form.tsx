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
import { FormErrorSummary, type SummaryField } from '@/components/ui/form-error-summary';
import { BookingIntentNote } from './booking-intent-note';
import type { BookingIntent } from '@/lib/dto/booking-intent';
import { NameFields, NewPasswordFields } from './account-fields';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';

/** The form's fields in order, by their labels: the summary of a failed submit names each one. */
const SUMMARY_FIELDS: SummaryField[] = [
  { name: 'first_name', label: 'First name' },
  { name: 'last_name', label: 'Last name' },
  { name: 'email', label: 'Email' },
  { name: 'phone', label: 'Mobile number' },
  { name: 'password', label: 'Password' },
  { name: 'confirm_password', label: 'Confirm password' },
  { name: 'accept_terms', label: 'Terms of Service and Privacy Policy' },
];

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
export function CustomerSignUpForm({ providers, intent = null }: { providers: OAuthProviderOption[]; intent?: BookingIntent | null }) {
  const { register, handleSubmit, formState, setFocus } = useForm<CustomerSignUpInput>({
    resolver: zodResolver(customerSignUpSchema),
    defaultValues: EMPTY,
  });
  const signUp = useSignUp();
  // The page the visitor was going to (a tapped slot): the mailed link leads back there.
  const callback = useCallbackUrl();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // This page's id for the slot kept while the e-mail is verified: signing up again with a corrected
  // address (or resending) keeps the slot for the new account instead of leaving it to the old one.
  // (crypto.randomUUID exists in secure contexts only: over plain http on a LAN, no key and no takeover.)
  const [holdKey] = useState(() => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined));
  const errors = formState.errors;
  const changeAddress = () => {
    setSentTo(null);
    // After the form is back on screen.
    setTimeout(() => setFocus('email', { shouldSelect: true }), 0);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(callback ? { ...values, callback_url: callback, hold_key: holdKey } : values);
      setSentTo(values.email);
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

  if (sentTo) return <SignUpSent email={sentTo} callback={callback} intent={intent} holdKey={holdKey} onChangeAddress={changeAddress} />;
  return (
    <>
      {intent ? <BookingIntentNote intent={intent} /> : null}
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormErrorSummary errors={errors} fields={SUMMARY_FIELDS} onPick={(name) => setFocus(name as keyof CustomerSignUpInput)} />
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
