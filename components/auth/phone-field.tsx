'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '@/lib/i18n/client';
import { TextField } from './text-field';

/**
 * The sign-ups' optional mobile number (issue 29); checked by the shared schema. Its code is texted
 * once the e-mail address is verified, not at sign-up (issue 38), and the hint says so.
 */
export function PhoneField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const t = useT('auth');
  return (
    <TextField
      label={t('fields.mobileOptional')}
      hint={t('fields.mobileHint')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="0917 123 4567"
      registration={registration}
      error={error}
    />
  );
}
