'use client';

import type { FieldErrors, UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { useT } from '@/lib/i18n/client';
import { QUESTION_LIMITS } from '@/features/questions/rules/written-questions';
import type { AskQuestionForm } from '@/features/questions/validation/ask-question-checks';
import { FieldError } from '@/components/ui/field-error';

type Props = {
  form: UseFormReturn<AskQuestionForm>;
  /** The form's own field array (AskForm holds it, so its hooks run where they always have). */
  parties: UseFieldArrayReturn<AskQuestionForm, 'parties'>;
  errors: FieldErrors<AskQuestionForm>;
};

/** "Ask in writing"'s other parties (issue 60): one name a line, up to QUESTION_LIMITS.otherPartiesMax, each removable but the last. */
export function AskParties({ form, parties, errors }: Props) {
  const t = useT('questions');
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{t('ask.parties')}</legend>
      <p id="ask-parties-hint" className="mt-0.5 text-sm text-slate-600">
        {t('ask.partiesHint')}
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {parties.fields.map((field, index) => (
          <li key={field.id} className="flex items-start gap-2">
            <div className="flex-1">
              <input
                className="input w-full"
                aria-label={t('ask.partyLabel', { n: index + 1 })}
                aria-describedby="ask-parties-hint"
                aria-invalid={errors.parties?.[index]?.name ? true : undefined}
                autoComplete="off"
                {...form.register(`parties.${index}.name`)}
              />
              <FieldError message={errors.parties?.[index]?.name?.message} id={`ask-party-${index}-error`} />
            </div>
            {parties.fields.length > 1 && (
              <button
                type="button"
                className="btn-ghost px-3"
                aria-label={t('ask.removeParty', { n: index + 1 })}
                onClick={() => parties.remove(index)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      <FieldError message={errors.parties?.root?.message ?? errors.parties?.message} id="ask-parties-error" />
      {parties.fields.length < QUESTION_LIMITS.otherPartiesMax && (
        <button type="button" className="btn-ghost mt-2 px-0 text-sm text-primary-700" onClick={() => parties.append({ name: '' })}>
          + {t('ask.addParty')}
        </button>
      )}
    </fieldset>
  );
}
