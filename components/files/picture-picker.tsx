'use client';

import { useFailureText } from '@/components/ui/form-messages';
import { Camera } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

type Props = {
  /** The current picture (an Avatar or the profile photo). */
  preview: ReactNode;
  /** The button's text; it labels the file input too unless `inputLabel` is given. */
  label: string;
  inputLabel?: string;
  hint: ReactNode;
  rules: { maxMb: number; extensions: readonly string[] };
  /** Sends the file; the caller updates its own state and says how it went (toast or status line). */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** When given, a refused file is reported here (the caller's own status line) instead of below the button. */
  onInvalid?: (message: string) => void;
  status?: ReactNode;
};

/**
 * The one picture picker (account picture, lawyer portrait, notary photo): checks size and type before
 * anything is sent, shows the progress over the picture, and lets the same file be picked again.
 * The server decodes and re-encodes what it receives (lib/server/platform/storage/check-upload.ts).
 */
export function PicturePicker({ preview, label, inputLabel, hint, rules, upload, onInvalid, status }: Props) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const say = useFailureText();
  const pick = async (file: File | null) => {
    // The schema (zod) loads with the first picked file, not with every page that shows a picker.
    const { fileSchema } = await import('@/lib/validation/auth');
    const checked = fileSchema(rules).safeParse(file);
    if (!checked.success) {
      const message = checked.error.issues[0].message;
      return onInvalid ? onInvalid(message) : setError(message);
    }
    setError(null);
    setProgress(0);
    try {
      await upload(file as File, setProgress);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      <div className="relative shrink-0">
        {preview}
        {progress !== null ? (
          <span className="absolute inset-0 grid place-items-center rounded-full bg-slate-900/50 text-sm font-semibold text-white">
            {Math.round(progress * 100)}%
          </span>
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="btn-secondary inline-flex cursor-pointer items-center gap-2">
          <Camera className="h-4 w-4" aria-hidden="true" /> {label}
        </label>
        <input
          id={id}
          type="file"
          className="sr-only"
          accept={rules.extensions.map((e) => `.${e}`).join(',')}
          disabled={progress !== null}
          aria-label={inputLabel}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            void pick(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
        <p id={`${id}-hint`} className="mt-2 text-xs text-slate-600">
          {hint}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {say(error)}
          </p>
        )}
        {status}
      </div>
    </div>
  );
}
