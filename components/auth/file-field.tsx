'use client';

import { useId } from 'react';
import { FilePickButton } from '@/components/files/file-pick-button';

type Props = {
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  /** react-hook-form's ref (Controller's field.ref), so a failed submit can focus the input. */
  inputRef?: React.Ref<HTMLInputElement>;
  /** The button's words in the page's language (the caller's catalogue). */
  buttonText: { choose: string; replace: string };
};

/** A labelled file input: one button and the chosen file (never "No file chosen" beside it), and its validation message. */
export function FileField({ label, hint, accept, file, error, onChange, onBlur, inputRef, buttonText }: Props) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
        {hint}
      </p>
      <FilePickButton
        id={id}
        text={file ? buttonText.replace : buttonText.choose}
        status={file ? `${file.name} (${(file.size / 1024 / 1024).toFixed(2)} MB)` : undefined}
        accept={accept}
        invalid={Boolean(error)}
        describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`}
        inputRef={inputRef}
        onBlur={onBlur}
        onPick={(files) => {
          // A cancelled picker keeps the file already chosen.
          if (files[0]) onChange(files[0]);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
