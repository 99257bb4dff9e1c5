'use client';

import { useId } from 'react';

type Props = {
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
};

/** A labelled file input showing the chosen file and its validation message. */
export function FileField({ label, hint, accept, file, error, onChange, onBlur }: Props) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        onBlur={onBlur}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:font-semibold file:text-primary-800"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {file ? `${file.name} (${(file.size / 1024 / 1024).toFixed(2)} MB)` : hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
