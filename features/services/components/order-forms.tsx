'use client';

import { useId, useState } from 'react';
import { FilePickButton } from '@/components/files/file-pick-button';
import { useActionForm } from '@/components/forms/use-action-form';
import { plainResolver } from '@/components/ui/plain-resolver';
import { useT } from '@/lib/i18n/client';
import { ATTACHMENT_ACCEPT } from '@/lib/validation/meeting-messages';
import { SERVICE_FILE_LIMITS, SERVICE_TEXT_LIMITS } from '@/features/services/validation/service-orders';
import { fileSize } from './delivery-list';

const box = 'mt-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200';

type NoteKind = 'revise' | 'decline' | 'answer';
const NOTE_MAX: Record<NoteKind, number> = {
  revise: SERVICE_TEXT_LIMITS.note,
  decline: SERVICE_TEXT_LIMITS.reason,
  answer: SERVICE_TEXT_LIMITS.answer,
};

/** One required text and a submit: a revision's note, the lawyer's reason to decline, the lawyer's side of a dispute. */
export function NoteForm({
  kind,
  hint,
  pending,
  onSubmit,
  onCancel,
}: {
  kind: NoteKind;
  hint?: string;
  pending: boolean;
  onSubmit: (text: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const t = useT('serviceOrders');
  const id = useId();
  // The caller's onSubmit makes the call and says how it went; the kit checks the one text and sends once.
  const { form, submit } = useActionForm<{ text: string }>({
    defaultValues: { text: '' },
    resolver: plainResolver(({ text }): Record<string, string> => (text.trim() ? {} : { text: t('forms.required') })),
    action: ({ text }) => onSubmit(text.trim()),
    failureShown: 'inline',
  });
  const missing = Boolean(form.formState.errors.text);
  return (
    <form method="post" noValidate className={box} onSubmit={submit} data-testid={`order-form-${kind}`}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t(`forms.${kind}.label`)}
      </label>
      <p className="text-xs text-slate-600">{hint ?? t(`forms.${kind}.hint`)}</p>
      <textarea
        id={id}
        className="input mt-2"
        rows={4}
        maxLength={NOTE_MAX[kind]}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : undefined}
        // Typing takes the "required" line away at once, as before the kit.
        {...form.register('text', { onChange: () => form.clearErrors('text') })}
      />
      {missing && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {t('forms.required')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={kind === 'decline' ? 'btn-primary bg-red-700 hover:bg-red-800' : 'btn-primary'} disabled={pending}>
          {t(`forms.${kind}.submit`)}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          {t('forms.cancel')}
        </button>
      </div>
    </form>
  );
}

const FILES_MAX = {
  deliver: SERVICE_FILE_LIMITS.deliveryFilesMax,
  dispute: SERVICE_FILE_LIMITS.disputeFilesMax,
  proof: SERVICE_FILE_LIMITS.proofFilesMax,
} as const;

/**
 * A text and files, sent as one multipart request: the lawyer's delivery (a note, 1–5 files), the client's
 * dispute (what is wrong, 0–5 files), or (issue 72) the lawyer's proof of sending the letter (1–5 files, no text).
 * The server checks each file (type, size, count) and says why it refuses.
 */
export function FilesForm({
  kind,
  pending,
  onSubmit,
  onCancel,
}: {
  kind: 'deliver' | 'dispute' | 'proof';
  pending: boolean;
  onSubmit: (form: FormData) => Promise<boolean>;
  onCancel: () => void;
}) {
  const t = useT('serviceOrders');
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const max = FILES_MAX[kind];
  // The text and the files are state here (the files a list the picker adds to); the kit holds the submit.
  const { submit } = useActionForm<Record<string, never>>({
    action: async () => {
      const form = new FormData();
      if (text.trim()) form.append(kind === 'deliver' ? 'note' : 'reason', text.trim());
      for (const f of files) form.append('files', f, f.name);
      return onSubmit(form);
    },
    failureShown: 'inline',
  });
  const check = () =>
    kind !== 'dispute' && files.length === 0
      ? t(`forms.${kind}.needFile`)
      : kind === 'dispute' && !text.trim()
        ? t('forms.required')
        : null;
  return (
    <form
      method="post"
      noValidate
      encType="multipart/form-data"
      className={box}
      onSubmit={(e) => {
        const found = check();
        setProblem(found);
        if (found) return e.preventDefault();
        void submit(e);
      }}
      data-testid={`order-form-${kind}`}
    >
      {kind === 'proof' ? (
        <>
          <p className="block text-sm font-semibold text-slate-800">{t('forms.proof.label')}</p>
          <p className="text-xs text-slate-600">{t('forms.proof.hint')}</p>
        </>
      ) : (
        <>
          <label htmlFor={textId} className="block text-sm font-semibold text-slate-800">
            {t(`forms.${kind}.label`)}
          </label>
          <p className="text-xs text-slate-600">{t(`forms.${kind}.hint`)}</p>
          <textarea
            id={textId}
            className="input mt-2"
            rows={4}
            maxLength={kind === 'deliver' ? SERVICE_TEXT_LIMITS.note : SERVICE_TEXT_LIMITS.reason}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
          />
        </>
      )}
      <p className="mt-3 text-sm font-semibold text-slate-800">{t(`forms.${kind}.files`, { max })}</p>
      <FilePickButton
        id={fileId}
        text={t('forms.addFiles')}
        multiple
        accept={ATTACHMENT_ACCEPT}
        status={files.length ? t('forms.filesChosen', { count: files.length }) : undefined}
        onPick={(picked) => {
          setFiles((now) => [...now, ...picked].slice(0, max));
          setProblem(null);
        }}
      />
      <ChosenFiles files={files} onRemove={(i) => setFiles((now) => now.filter((_, j) => j !== i))} />
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? t('forms.sending') : t(`forms.${kind}.submit`)}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          {t('forms.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The files picked but not sent yet (the order form's documents, a delivery's, a dispute's), each removable. */
export function ChosenFiles({ files, onRemove, testId }: { files: File[]; onRemove: (index: number) => void; testId?: string }) {
  const t = useT('serviceOrders');
  if (!files.length) return null;
  return (
    <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700" data-testid={testId}>
      {files.map((f, i) => (
        <li key={`${f.name}-${i}`} className="flex min-w-0 items-center gap-2">
          <span className="truncate">{f.name}</span>
          <span className="shrink-0 text-xs text-slate-500">{fileSize(f.size)}</span>
          <button type="button" className="shrink-0 text-xs font-medium text-red-700 underline" onClick={() => onRemove(i)}>
            {t('forms.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
