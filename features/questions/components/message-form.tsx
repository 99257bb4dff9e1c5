'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FilePickButton } from '@/components/files/file-pick-button';
import { useFailureText, useWordedResolver } from '@/components/ui/form-messages';
import { plainResolver } from '@/components/ui/plain-resolver';
import { useT } from '@/lib/i18n/client';
import { QUESTION_LIMITS } from '@/features/questions/rules/written-questions';
import { textFormIssues } from '@/features/questions/validation/ask-question-checks';
import { ATTACHMENT_ACCEPT } from '@/lib/validation/meeting-messages';

type Body = { body: string };

// Plain checks (ask-question-checks.ts), not zod: reading and answering download no validation library.
const resolverFor = (max: number) => plainResolver<Body>((values) => textFormIssues(values, max));
const validateAnswer = resolverFor(QUESTION_LIMITS.answer);
const validateFollowUp = resolverFor(QUESTION_LIMITS.wants);

type Props = {
  id: string;
  title: string;
  hint: string;
  submitText: string;
  doneText: string;
  /** The lawyer's answers carry files (multipart); the client's follow-up is text only. */
  withFiles: boolean;
  send: (body: string, files: File[]) => Promise<unknown>;
  /** A word under the form: a free legal-aid answer's fixed minutes on the lawyer's hours (issue 73; nothing typed). */
  note?: string;
};

/** One text (and, for a lawyer's answer, up to 5 files): the answer, the follow-up, the follow-up's answer. */
export function MessageForm({ id, title, hint, submitText, doneText, withFiles, send, note }: Props) {
  const t = useT('questions');
  const say = useFailureText();
  const max = withFiles ? QUESTION_LIMITS.answer : QUESTION_LIMITS.wants;
  const form = useForm<Body>({ resolver: useWordedResolver(withFiles ? validateAnswer : validateFollowUp), defaultValues: { body: '' } });
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const length = useWatch({ control: form.control, name: 'body' }).length;
  const error = form.formState.errors.body?.message;
  const submit = form.handleSubmit(async ({ body }) => {
    setFailure(null);
    try {
      await send(body, files);
      form.reset({ body: '' });
      setFiles([]);
      toast.success(doneText);
    } catch (failed) {
      setFailure(say(failed, t('page.sendFailed')));
    }
  });
  return (
    <form method="post" noValidate onSubmit={submit} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={`${id}-body`} className="text-base font-semibold text-slate-900">
          {title}
        </label>
        <span className={`text-xs tabular-nums ${length > max ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
          {t('ask.counter', { count: length, max })}
        </span>
      </div>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
        {hint}
      </p>
      <textarea
        id={`${id}-body`}
        rows={withFiles ? 8 : 4}
        className="input mt-3 w-full"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        {...form.register('body')}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {withFiles && (
        <FilePickButton
          id={`${id}-files`}
          text={t('ask.addFiles')}
          multiple
          accept={ATTACHMENT_ACCEPT}
          disabled={files.length >= QUESTION_LIMITS.files}
          status={files.length ? files.map((f) => f.name).join(', ') : t('ask.filesCount', { count: 0 })}
          onPick={(picked) => setFiles((now) => [...now, ...picked].slice(0, QUESTION_LIMITS.files))}
        />
      )}
      {note && (
        <p id={`${id}-note`} className="mt-4 text-sm text-slate-600">
          {note}
        </p>
      )}
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={form.formState.isSubmitting}>
          {submitText}
        </button>
      </div>
    </form>
  );
}
