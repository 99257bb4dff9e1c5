'use client';

import { browserTimeZone } from '@/lib/validation/time-zone';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSignUp } from '@/lib/api/auth';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import { useCallbackUrl } from '@/lib/auth/use-callback-url';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import { customerSignUpSchema, type CustomerSignUpInput } from '@/lib/validation/sign-up';
import { translatedResolver, useAuthMessage } from './auth-messages';
import { ConsentCheckbox } from './consent-checkbox';
import { OAuthButtons, type OAuthProviderOption } from './oauth-buttons';
import { SignUpSent } from './sign-up-sent';
import { FormErrorSummary, type SummaryField } from '@/components/ui/form-error-summary';
import { BookingIntentNote } from './booking-intent-note';
import type { BookingIntent } from '@/lib/dto/booking-intent';
import { NameFields, NewPasswordFields, useAccountFieldText } from './account-fields';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';

/** The form's fields in order, by the keys of their labels: the summary of a failed submit names each one. */
const SUMMARY_FIELDS: SummaryField[] = [
  { name: 'first_name', label: 'fields.firstName' },
  { name: 'last_name', label: 'fields.lastName' },
  { name: 'email', label: 'fields.email' },
  { name: 'phone', label: 'fields.mobile' },
  { name: 'password', label: 'fields.password' },
  { name: 'confirm_password', label: 'fields.confirmPassword' },
  { name: 'accept_terms', label: 'fields.terms' },
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
 * leads on to callback_url (same-origin only). The account takes the page's language (issue 40).
 */
export function CustomerSignUpForm({ providers, intent = null }: { providers: OAuthProviderOption[]; intent?: BookingIntent | null }) {
  const t = useT('auth');
  const href = useHref();
  const locale = useLocale();
  const message = useAuthMessage();
  const fieldText = useAccountFieldText();
  const { register, handleSubmit, formState, setFocus } = useForm<CustomerSignUpInput>({
    resolver: translatedResolver(zodResolver(customerSignUpSchema), message),
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
    // The account keeps the browser's zone (issue 63): a client abroad is written to on their own clock.
    const body = { ...values, language: locale, timezone: browserTimeZone() };
    try {
      await signUp.mutateAsync(callback ? { ...body, callback_url: callback, hold_key: holdKey } : body);
      setSentTo(values.email);
    } catch (error) {
      toast.error(message(error));
    }
  });

  if (sentTo) return <SignUpSent email={sentTo} callback={callback} intent={intent} holdKey={holdKey} onChangeAddress={changeAddress} />;
  const loginHref = callback ? withCallbackUrl(href('/login'), callback) : href('/login');
  return (
    <>
      {intent ? <BookingIntentNote intent={intent} /> : null}
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormErrorSummary
          errors={errors}
          fields={SUMMARY_FIELDS.map((f) => ({ ...f, label: t(f.label) }))}
          onPick={(name) => setFocus(name as keyof CustomerSignUpInput)}
        />
        <NameFields register={register} errors={errors} text={fieldText} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <PhoneField registration={register('phone')} error={errors.phone?.message} />
        <NewPasswordFields register={register} errors={errors} label={t('fields.password')} text={fieldText} />
        <ConsentCheckbox registration={register('accept_terms')} error={errors.accept_terms?.message} />
        <button type="submit" className="btn-primary w-full" disabled={signUp.isPending}>
          {signUp.isPending ? t('customer.submitting') : t('customer.submit')}
        </button>
      </form>
      <OAuthButtons providers={providers} />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('links.haveAccount')}{' '}
        <Link href={loginHref} className="font-medium text-primary hover:underline">
          {t('links.signIn')}
        </Link>
      </p>
    </>
  );
}
