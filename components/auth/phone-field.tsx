'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

/** The sign-ups' optional mobile number (issue 29); checked by the shared schema, texted a code after sign-up. */
export function PhoneField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <TextField
      label="Mobile number (optional)"
      hint="For text reminders before your consultations."
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="0917 123 4567"
      registration={registration}
      error={error}
    />
  );
}
