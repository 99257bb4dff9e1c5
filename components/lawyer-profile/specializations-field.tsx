'use client';

import { X } from 'lucide-react';
import type { Ref } from 'react';
import { useT } from '@/lib/i18n/client';
import { fieldError } from './fields';

type Props = {
  /** The specializations added so far, each removable. */
  list: string[];
  /** The one being typed: the form adds it on Save too, so it lives in the form. */
  typed: string;
  onType: (text: string) => void;
  onAdd: () => void;
  onRemove: (name: string) => void;
  /** The form's error for the list (its words found by fieldError), if any. */
  error: unknown;
  errorId: string;
  /** The box, focused by hand from the error summary. */
  inputRef: Ref<HTMLInputElement>;
};

/** A lawyer's specializations: free words added one by one (Enter or Add), shown as removable chips. */
export function SpecializationsField({ list, typed, onType, onAdd, onRemove, error, errorId, inputRef }: Props) {
  const t = useT('editor');
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('basicInfo.specializations')}</legend>
      <p className="mt-0.5 text-xs text-slate-600">{t('basicInfo.specializationsHint')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {list.map((s) => (
          <span key={s} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm text-slate-800">
            {s}
            <button
              type="button"
              aria-label={t('basicInfo.remove', { name: s })}
              onClick={() => onRemove(s)}
              className="grid h-6 w-6 place-items-center rounded-full hover:bg-slate-200"
            >
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </span>
        ))}
      </div>
      <div className="mt-2 flex max-w-md gap-2">
        <input
          ref={inputRef}
          value={typed}
          onChange={(e) => onType(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onAdd();
            }
          }}
          maxLength={60}
          placeholder={t('basicInfo.specializationPlaceholder')}
          aria-label={t('basicInfo.addSpecialization')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`input ${error ? 'border-red-600' : ''}`}
        />
        <button type="button" className="btn-secondary" onClick={onAdd}>
          {t('basicInfo.add')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {fieldError(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
