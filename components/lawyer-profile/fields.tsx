'use client';

import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled textarea with a live character counter (spec §5: about 250–500, awards ≤ 250). */
export function CountedTextArea({
  label,
  error,
  registration,
  value,
  min,
  max,
  hint,
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value'> & {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  value: string | null | undefined;
  min?: number;
  max: number;
  hint?: ReactNode;
}) {
  const id = useId();
  const length = (value ?? '').trim().length;
  const out = length > max || (min !== undefined && length > 0 && length < min);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        {...rest}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className={`input mt-1 min-h-28 ${error ? 'border-red-600' : ''}`}
      />
      <div className="mt-1 flex items-start justify-between gap-3 text-xs">
        <span className="text-slate-600">{hint}</span>
        <span
          id={`${id}-count`}
          aria-live="polite"
          className={`shrink-0 tabular-nums ${out ? 'font-semibold text-red-700' : 'text-slate-600'}`}
        >
          {min !== undefined ? `${length} / ${min}–${max}` : `${length} / ${max}`}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  label,
  error,
  registration,
  children,
  className = '',
}: {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`input mt-1 ${error ? 'border-red-600' : ''}`}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of checkboxes sharing one form field (an array value). */
export function CheckboxGroup({
  legend,
  error,
  registration,
  options,
  columns = 'sm:grid-cols-3',
}: {
  legend: string;
  error?: string;
  registration: UseFormRegisterReturn;
  options: { value: string | number; label: string }[];
  columns?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`mt-2 grid grid-cols-2 gap-2 ${columns}`}>
        {options.map((o) => (
          <label
            key={o.value}
            className="flex min-h-10 items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-primary-400 has-[:checked]:bg-primary-50"
          >
            <input type="checkbox" value={o.value} {...registration} className="h-4 w-4 accent-primary" />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The submit button and its words while saving, from the caller's catalogue. */
export function SaveBar({
  pending,
  label,
  pendingLabel,
  disabled,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-center justify-end gap-3 border-t border-slate-200 pt-4">
      <button type="submit" className="btn-primary min-w-28" disabled={pending || disabled} aria-busy={pending}>
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}

export function EditorCard({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={id ? `${id}-title` : undefined} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** First error message of a field, whether react-hook-form reports it on the field or its items. */
export function fieldError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof e.message === 'string') return e.message;
  if (e.root && typeof e.root.message === 'string') return e.root.message;
  for (const item of Object.values(e)) {
    const nested = fieldError(item);
    if (nested) return nested;
  }
  return undefined;
}
