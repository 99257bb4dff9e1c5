'use client';

import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  label: string;
  /** One line under the label, read with the field. */
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
};

/** A labelled input with its validation message tied to it for screen readers. */
export function TextField({ label, hint, error, registration, className = '', ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`input mt-1 ${error ? 'border-red-600 focus:border-red-600 focus:ring-red-200' : ''}`}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
