'use client';

import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useT } from '@/lib/i18n/client';
import { TextField } from './text-field';

// The account fields every form asks the same way (both sign-ups, the names form, reset and change
// password): one set, so a label, an autocomplete hint or the password rule's text changes once.

type Names = { first_name: string; last_name: string };
type Passwords = { password: string; confirm_password: string };

/** The fields' words, in the page's language (useAccountFieldText). */
type AccountFieldText = { firstName: string; lastName: string; confirmPassword: string; passwordRule: string };

/** The fields' words in the page's language, from the `auth` text (the auth pages send it). */
export function useAccountFieldText(): AccountFieldText {
  const t = useT('auth');
  return {
    firstName: t('fields.firstName'),
    lastName: t('fields.lastName'),
    confirmPassword: t('fields.confirmPassword'),
    passwordRule: t('fields.passwordRule'),
  };
}

/** First and last name, side by side from the small breakpoint. */
export function NameFields<T extends FieldValues & Names>({
  register,
  errors,
  text,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  text: AccountFieldText;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={text.firstName}
        autoComplete="given-name"
        registration={register('first_name' as Path<T>)}
        error={errors.first_name?.message as string | undefined}
      />
      <TextField
        label={text.lastName}
        autoComplete="family-name"
        registration={register('last_name' as Path<T>)}
        error={errors.last_name?.message as string | undefined}
      />
    </div>
  );
}

/** A new password, its confirmation and the rule in words. `label` names the first field ("Password" at sign-up). */
export function NewPasswordFields<T extends FieldValues & Passwords>({
  register,
  errors,
  label,
  columns = false,
  text,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  label: string;
  /** Side by side from the small breakpoint (wide forms). */
  columns?: boolean;
  text: AccountFieldText;
}) {
  return (
    <>
      <div className={columns ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-4'}>
        <TextField
          label={label}
          type="password"
          autoComplete="new-password"
          registration={register('password' as Path<T>)}
          error={errors.password?.message as string | undefined}
        />
        <TextField
          label={text.confirmPassword}
          type="password"
          autoComplete="new-password"
          registration={register('confirm_password' as Path<T>)}
          error={errors.confirm_password?.message as string | undefined}
        />
      </div>
      <p className="text-xs text-slate-600">{text.passwordRule}</p>
    </>
  );
}
