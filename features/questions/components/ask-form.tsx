'use client';

import { useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { goTo } from '@/components/portal/go-to';
import { LegalIssueCombobox } from '@/components/search/legal-issue-combobox';
import { useFailureText, useWordedResolver } from '@/components/ui/form-messages';
import { plainResolver } from '@/components/ui/plain-resolver';
import { questionsApi, type QuestionView } from '@/features/questions/api/questions';
import type { QuestionFit } from '@/features/questions/dto/written-question';
import { formatPeso } from '@/lib/format/money';
import { useT } from '@/lib/i18n/client';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import { QUESTION_LIMITS } from '@/features/questions/rules/written-questions';
import { askFormIssues, type AskQuestionForm } from '@/features/questions/validation/ask-question-checks';
import { AskFiles } from './ask-files';
import { AskParties } from './ask-parties';
import { FieldError } from '@/components/ui/field-error';
import { FitWarning } from './fit-warning';
import { useDraftSave } from './use-draft-save';

// Plain checks of the schema's bounds, not zod: asking downloads no validation library (issue 60's bytes goal).
const validateAsk = plainResolver<AskQuestionForm>(askFormIssues, ['parties']);

type Full = Extract<QuestionView, { view: 'full' }>;

type Props = {
  lawyer: { _id: string; name: string };
  priceCentavos: number;
  /** The client's draft to this lawyer, if one is kept, and its problem. */
  draft: Full | null;
  problem: LegalProblem | null;
  /** Whether that problem is outside the lawyer's areas, and who handles it (the server's, issue 72); null: no problem yet. */
  fit: QuestionFit | null;
  /** The page's language: a new question's answer language. */
  language: 'en' | 'fil';
};

/**
 * "Ask in writing" (issue 60): the problem, what happened, what they want to know, the other parties,
 * the answer's language, up to 5 files and the pool tick. The draft is created once a problem is
 * chosen and saved as they write (PUT, debounced), so a lost connection or a closed tab keeps it;
 * "Pay ₱N and send" saves what is left, then opens the provider's checkout.
 */
export function AskForm({ lawyer, priceCentavos, draft, problem: initialProblem, fit: initialFit, language }: Props) {
  const t = useT('questions');
  const say = useFailureText();
  const [problem, setProblem] = useState<LegalProblem | null>(initialProblem);
  const [problemMissing, setProblemMissing] = useState(false);
  const [fit, setFit] = useState<QuestionFit | null>(initialFit);
  const [sendError, setSendError] = useState<string | null>(null);
  const resolver = useWordedResolver(validateAsk);
  const form = useForm<AskQuestionForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      facts: draft?.facts ?? '',
      wants: draft?.wants ?? '',
      parties: (draft?.other_parties.length ? draft.other_parties : ['']).map((name) => ({ name })),
      language: draft?.language ?? language,
      pool_ok: draft?.pool_ok ?? true,
    },
  });
  const parties = useFieldArray({ control: form.control, name: 'parties' });
  const { errors, isSubmitting } = form.formState;

  // The problem as chosen, for what runs later (a save, the fit's answer, the submit); set where it is chosen.
  const problemRef = useRef(problem);
  const { draftId, idRef, saving, saveNow, scheduleSave, cancelSave } = useDraftSave(form, lawyer._id, problemRef, draft?._id ?? null);

  const chooseProblem = (next: LegalProblem | null) => {
    setProblem(next);
    problemRef.current = next;
    setFit(null);
    if (next) {
      setProblemMissing(false);
      scheduleSave();
      // Outside the lawyer's areas? The server says so before the client pays (issue 72); a late answer for a
      // problem since changed is dropped. Unknown (a failed call) shows nothing: the form works as before.
      questionsApi
        .areaFit(lawyer._id, next._id)
        .then((answer) => {
          if (problemRef.current?._id === next._id) setFit(answer);
        })
        .catch(() => undefined);
    }
  };

  const send = async () => {
    if (!problemRef.current) {
      setProblemMissing(true);
      return;
    }
    setSendError(null);
    cancelSave();
    try {
      await saveNow();
      const checkout = await questionsApi.checkout(idRef.current!);
      goTo(checkout.checkout_url);
    } catch (error) {
      setSendError(say(error, t('ask.sendFailed')));
    }
  };
  // Without a problem the form's own checks still run (their messages show), and the problem says so too.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!problemRef.current) setProblemMissing(true);
    void form.handleSubmit(send)(event);
  };

  const facts = useWatch({ control: form.control, name: 'facts' });
  const wants = useWatch({ control: form.control, name: 'wants' });
  const price = formatPeso(priceCentavos);

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <div>
        <LegalIssueCombobox value={problem} onChange={chooseProblem} invalid={problemMissing} describedBy="ask-problem-error" />
        <FieldError message={problemMissing ? t('ask.needProblem') : undefined} id="ask-problem-error" />
        {problem && <FitWarning fit={fit} lawyer={lawyer.name} problem={problem._id} />}
      </div>

      {(['facts', 'wants'] as const).map((name) => (
        <div key={name}>
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={`ask-${name}`} className="text-sm font-semibold text-slate-900">
              {t(`ask.${name}`)}
            </label>
            <Counter count={(name === 'facts' ? facts : wants).length} max={QUESTION_LIMITS[name]} id={`ask-${name}-count`} />
          </div>
          <p id={`ask-${name}-hint`} className="mt-0.5 text-sm text-slate-600">
            {t(`ask.${name}Hint`)}
          </p>
          <textarea
            id={`ask-${name}`}
            rows={name === 'facts' ? 7 : 3}
            className="input mt-2 w-full"
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={`ask-${name}-hint ask-${name}-count ask-${name}-error`}
            {...form.register(name)}
          />
          <FieldError message={errors[name]?.message} id={`ask-${name}-error`} />
        </div>
      ))}

      <AskParties form={form} parties={parties} errors={errors} />

      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t('ask.language')}</legend>
        <div className="mt-2 inline-flex rounded-lg bg-slate-100 p-1">
          {(['en', 'fil'] as const).map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm"
            >
              <input type="radio" value={value} className="sr-only" {...form.register('language')} />
              {value === 'en' ? t('ask.languageEn') : t('ask.languageFil')}
            </label>
          ))}
        </div>
      </fieldset>

      <AskFiles draftId={draftId} initial={draft?.files ?? []} />

      <label className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
        <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0" {...form.register('pool_ok')} />
        <span>{t('ask.poolOk')}</span>
      </label>

      {fit?.outside && (
        <p className="-mb-3 text-sm font-medium text-amber-900" data-testid="fit-reminder">
          {t('ask.fit.reminder', { lawyer: lawyer.name })}
        </p>
      )}
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="text-sm text-slate-600" data-testid="save-state">
          {saving === 'saving' && t('ask.saving')}
          {saving === 'saved' && t('ask.saved')}
          {saving === 'failed' && <span className="text-amber-800">{t('ask.saveFailed')}</span>}
        </p>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? t('ask.sending') : t('ask.send', { price })}
        </button>
      </div>
      {sendError && (
        <p role="alert" className="-mt-3 text-sm text-red-700">
          {sendError}
        </p>
      )}
    </form>
  );
}

function Counter({ count, max, id }: { count: number; max: number; id: string }) {
  const t = useT('questions');
  return (
    <span id={id} className={`text-xs tabular-nums ${count > max ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
      {t('ask.counter', { count, max })}
    </span>
  );
}
