'use client';

import Link from 'next/link';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The required consent to the Terms and the Privacy Policy (links open beside the form, so nothing typed is lost). */
export function ConsentCheckbox({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          I agree to the{' '}
          <Link href="/terms" target="_blank" className="font-medium text-primary underline-offset-2 hover:underline">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link href="/privacy" target="_blank" className="font-medium text-primary underline-offset-2 hover:underline">
            Privacy Policy
          </Link>
          .
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
