'use client';

import { useId, type ReactNode } from 'react';
import { useFormError } from './form-errors';

/**
 * One labelled field of the engagement form: its hint and its error (in the page's language) are
 * tied to the control through aria-describedby, which the render prop receives with the id.
 */
export function Field({
  label,
  error: schemaError,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const error = useFormError()(schemaError);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1">{children(id, describedBy)}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
