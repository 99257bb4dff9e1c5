'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FilePickButton } from '@/components/files/file-pick-button';
import { goTo } from '@/components/portal/go-to';
import { LegalIssueCombobox } from '@/components/search/legal-issue-combobox';
import { useFailureText, useWordedResolver } from '@/components/ui/form-messages';
import { plainResolver } from '@/components/ui/plain-resolver';
import { questionsApi, type QuestionView } from '@/lib/api/questions';
import { formatPeso } from '@/lib/format/money';
import { useT } from '@/lib/i18n/client';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import { QUESTION_LIMITS } from '@/lib/rules/written-questions';
import { askFormIssues, type AskQuestionForm } from '@/lib/validation/ask-question-checks';
import { ATTACHMENT_ACCEPT } from '@/lib/validation/meeting-messages';

// Plain checks of the schema's bounds, not zod: asking downloads no validation library (issue 60's bytes goal).
const validateAsk = plainResolver<AskQuestionForm>(askFormIssues, ['parties']);

/** The draft is saved this long after the last keystroke (a phone on prepaid data: not on every key). */
const SAVE_DELAY_MS = 800;

type Full = Extract<QuestionView, { view: 'full' }>;
type Saving = 'idle' | 'saving' | 'saved' | 'failed';

type Props = {
  lawyer: { _id: string; name: string };
  priceCentavos: number;
  /** The client's draft to this lawyer, if one is kept, and its problem. */
  draft: Full | null;
  problem: LegalProblem | null;
  /** The page's language: a new question's answer language. */
  language: 'en' | 'fil';
};

/**
 * "Ask in writing" (issue 60): the problem, what happened, what they want to know, the other parties,
 * the answer's language, up to 5 files and the pool tick. The draft is created once a problem is
 * chosen and saved as they write (PUT, debounced), so a lost connection or a closed tab keeps it;
 * "Pay ₱N and send" saves what is left, then opens the provider's checkout.
 */
export function AskForm({ lawyer, priceCentavos, draft, problem: initialProblem, language }: Props) {
  const t = useT('questions');
  const say = useFailureText();
  const [problem, setProblem] = useState<LegalProblem | null>(initialProblem);
  const [problemMissing, setProblemMissing] = useState(false);
  const [draftId, setDraftId] = useState<string | null>(draft?._id ?? null);
  const [files, setFiles] = useState(draft?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState<Saving>('idle');
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

  // One save at a time, in order; the latest values are read when each runs.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const idRef = useRef(draftId);
  const problemRef = useRef(problem);
  problemRef.current = problem;

  const saveNow = useCallback(() => {
    const run = async () => {
      const chosen = problemRef.current;
      if (!chosen) return;
      const v = form.getValues();
      const fields = {
        problem: chosen._id,
        other_parties: v.parties
          .map((p) => p.name.trim())
          .filter(Boolean)
          .slice(0, QUESTION_LIMITS.otherPartiesMax),
        language: v.language,
        pool_ok: v.pool_ok,
        // Text past its limit is not sent (the server would refuse the whole save); the field says why.
        ...(v.facts.length <= QUESTION_LIMITS.facts ? { facts: v.facts } : {}),
        ...(v.wants.length <= QUESTION_LIMITS.wants ? { wants: v.wants } : {}),
      };
      setSaving('saving');
      try {
        if (idRef.current) await questionsApi.update(idRef.current, fields);
        else {
          const made = await questionsApi.create({ lawyer_id: lawyer._id, ...fields });
          idRef.current = made._id;
          setDraftId(made._id);
        }
        setSaving('saved');
      } catch {
        setSaving('failed');
        throw new Error('save failed');
      }
    };
    const next = chain.current.catch(() => undefined).then(run);
    chain.current = next;
    return next;
  }, [form, lawyer._id]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scheduleSave = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow().catch(() => undefined), SAVE_DELAY_MS);
  }, [saveNow]);
  useEffect(() => {
    const watching = form.watch(() => scheduleSave());
    return () => {
      watching.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, scheduleSave]);

  const chooseProblem = (next: LegalProblem | null) => {
    setProblem(next);
    problemRef.current = next;
    if (next) {
      setProblemMissing(false);
      scheduleSave();
    }
  };

  const addFiles = async (picked: File[]) => {
    if (!idRef.current || !picked.length) return;
    setFileError(null);
    setUploading(true);
    try {
      const body = new FormData();
      for (const file of picked.slice(0, QUESTION_LIMITS.files - files.length)) body.append('files', file);
      await questionsApi.addFiles(idRef.current, body);
      const fresh = await questionsApi.get(idRef.current);
      if (fresh.view === 'full') setFiles(fresh.files);
    } catch (error) {
      setFileError(say(error, t('ask.uploadFailed')));
    } finally {
      setUploading(false);
    }
  };

  const removeFile = async (fileId: string) => {
    if (!idRef.current) return;
    try {
      await questionsApi.removeFile(idRef.current, fileId);
      setFiles((now) => now.filter((f) => f._id !== fileId));
    } catch (error) {
      setFileError(say(error, t('ask.uploadFailed')));
    }
  };

  const submit = form.handleSubmit(async () => {
    if (!problemRef.current) {
      setProblemMissing(true);
      return;
    }
    setSendError(null);
    clearTimeout(timer.current);
    try {
      await saveNow();
      const checkout = await questionsApi.checkout(idRef.current!);
      goTo(checkout.checkout_url);
    } catch (error) {
      setSendError(say(error, t('ask.sendFailed')));
    }
  });
  // Without a problem the form's own checks still run (their messages show), and the problem says so too.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!problemRef.current) setProblemMissing(true);
    void submit(event);
  };

  const facts = useWatch({ control: form.control, name: 'facts' });
  const wants = useWatch({ control: form.control, name: 'wants' });
  const price = formatPeso(priceCentavos);
  const fieldError = (message: string | undefined, id: string) =>
    message ? (
      <p id={id} role="alert" className="mt-1 text-sm text-red-700">
        {message}
      </p>
    ) : null;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <div>
        <LegalIssueCombobox value={problem} onChange={chooseProblem} invalid={problemMissing} describedBy="ask-problem-error" />
        {fieldError(problemMissing ? t('ask.needProblem') : undefined, 'ask-problem-error')}
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
          {fieldError(errors[name]?.message, `ask-${name}-error`)}
        </div>
      ))}

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
                {fieldError(errors.parties?.[index]?.name?.message, `ask-party-${index}-error`)}
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
        {fieldError(errors.parties?.root?.message ?? errors.parties?.message, 'ask-parties-error')}
        {parties.fields.length < QUESTION_LIMITS.otherPartiesMax && (
          <button type="button" className="btn-ghost mt-2 px-0 text-sm text-primary-700" onClick={() => parties.append({ name: '' })}>
            + {t('ask.addParty')}
          </button>
        )}
      </fieldset>

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

      <div>
        <p className="text-sm font-semibold text-slate-900">{t('ask.files')}</p>
        <p id="ask-files-hint" className="mt-0.5 text-sm text-slate-600">
          {draftId ? t('ask.filesHint') : t('ask.filesAfterProblem')}
        </p>
        {files.length > 0 && (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
            {files.map((file) => (
              <li key={file._id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 truncate text-slate-800">{file.name}</span>
                <button
                  type="button"
                  className="shrink-0 text-sm text-red-700 hover:underline"
                  aria-label={t('ask.removeFile', { name: file.name })}
                  onClick={() => void removeFile(file._id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <FilePickButton
          id="ask-files"
          text={t('ask.addFiles')}
          multiple
          accept={ATTACHMENT_ACCEPT}
          disabled={!draftId || uploading || files.length >= QUESTION_LIMITS.files}
          describedBy="ask-files-hint"
          status={uploading ? t('ask.uploading') : t('ask.filesCount', { count: files.length })}
          onPick={(picked) => void addFiles(picked)}
        />
        {fileError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {fileError}
          </p>
        )}
      </div>

      <label className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
        <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0" {...form.register('pool_ok')} />
        <span>{t('ask.poolOk')}</span>
      </label>

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
