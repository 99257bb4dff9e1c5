'use client';

import { useRef, useState, type ReactNode } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { mattersApi, useMatterStep } from '@/features/matters/api/matters';
import type { MatterSummaryDto } from '@/features/matters/dto/matters';
import { useT } from '@/lib/i18n/client';
import { MATTER_LIMITS } from '@/features/matters/rules/matters';
import { manilaInstant } from './format';
import { HearingComposer } from './hearing-form';
import { Field, ShareBox } from './sheet';

type Tab = 'UPDATE' | 'DEADLINE' | 'FILE' | 'HEARING' | 'COMMENT';

function Tabs({
  tabs,
  current,
  onChange,
  label,
}: {
  tabs: { value: Tab; label: string }[];
  current: Tab;
  onChange: (t: Tab) => void;
  label: string;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200 px-3 sm:px-4">
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={current === tab.value}
          onClick={() => onChange(tab.value)}
          className={`-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-medium ${current === tab.value ? 'border-primary text-primary' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">{children}</section>;
}

/** The lawyer's composer: an update, a deadline, a file or a hearing, shared with the client unless unticked. */
export function LawyerComposer({ matter }: { matter: MatterSummaryDto }) {
  const t = useT('matters');
  const [tab, setTab] = useState<Tab>('UPDATE');
  const tabs = [
    { value: 'UPDATE' as const, label: t('composer.update') },
    { value: 'DEADLINE' as const, label: t('composer.deadline') },
    { value: 'FILE' as const, label: t('composer.file') },
    { value: 'HEARING' as const, label: t('composer.hearing') },
  ];
  return (
    <Frame>
      <Tabs tabs={tabs} current={tab} onChange={setTab} label={t('composer.label')} />
      <div role="tabpanel" aria-label={tabs.find((x) => x.value === tab)!.label} className="p-4 sm:p-5">
        {tab === 'UPDATE' && <TextEntry matterId={matter._id} kind="UPDATE" />}
        {tab === 'DEADLINE' && <TextEntry matterId={matter._id} kind="DEADLINE" />}
        {tab === 'FILE' && <FileEntry matterId={matter._id} lawyer />}
        {tab === 'HEARING' && <HearingComposer matter={matter} />}
      </div>
    </Frame>
  );
}

/** The client's composer: a comment or a file (always shared with the lawyer). */
export function ClientComposer({ matterId }: { matterId: string }) {
  const t = useT('matters');
  const [tab, setTab] = useState<Tab>('COMMENT');
  const tabs = [
    { value: 'COMMENT' as const, label: t('composer.comment') },
    { value: 'FILE' as const, label: t('composer.file') },
  ];
  return (
    <Frame>
      <Tabs tabs={tabs} current={tab} onChange={setTab} label={t('composer.label')} />
      <div role="tabpanel" aria-label={tabs.find((x) => x.value === tab)!.label} className="p-4 sm:p-5">
        {tab === 'COMMENT' ? <TextEntry matterId={matterId} kind="COMMENT" /> : <FileEntry matterId={matterId} lawyer={false} />}
      </div>
    </Frame>
  );
}

function TextEntry({ matterId, kind }: { matterId: string; kind: 'UPDATE' | 'DEADLINE' | 'COMMENT' }) {
  const t = useT('matters');
  const [body, setBody] = useState('');
  const [shared, setShared] = useState(true);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('17:00');
  const step = useMatterStep(() => {
    if (kind === 'COMMENT') return mattersApi.addEntry(matterId, { kind, body });
    if (kind === 'UPDATE') return mattersApi.addEntry(matterId, { kind, body, shared });
    return mattersApi.addEntry(matterId, { kind, body, shared, due_at: manilaInstant(date, time) ?? '' });
  });
  // The fields are the matter forms' own (Field, ShareBox: state here, as in the sheets); the kit holds the submit.
  const { submit } = useActionForm<Record<string, never>>({
    action: () => step.mutateAsync(undefined),
    done: t('composer.posted'),
    onDone: () => {
      setBody('');
      setDate('');
    },
    failure: t('form.failed'),
  });
  const id = `entry-${kind.toLowerCase()}`;
  return (
    <form method="post" className="space-y-3" onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        {t(`composer.${kind === 'UPDATE' ? 'updateLabel' : kind === 'DEADLINE' ? 'deadlineLabel' : 'commentLabel'}`)}
      </label>
      <textarea
        id={id}
        rows={3}
        className="input"
        required
        maxLength={MATTER_LIMITS.body}
        placeholder={t(
          `composer.${kind === 'UPDATE' ? 'updatePlaceholder' : kind === 'DEADLINE' ? 'deadlinePlaceholder' : 'commentPlaceholder'}`,
        )}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      {kind === 'DEADLINE' && (
        <div className="grid grid-cols-2 gap-3">
          <Field id="deadline-date" type="date" label={t('form.date')} value={date} onChange={setDate} required />
          <Field id="deadline-time" type="time" label={t('form.timeManila')} value={time} onChange={setTime} required />
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {kind !== 'COMMENT' ? <ShareBox id={`${id}-share`} shared={shared} onChange={setShared} /> : <span />}
        <button type="submit" className="btn-primary" disabled={step.isPending || !body.trim()}>
          {step.isPending ? t('form.saving') : t(kind === 'COMMENT' ? 'composer.send' : 'composer.post')}
        </button>
      </div>
    </form>
  );
}

function FileEntry({ matterId, lawyer }: { matterId: string; lawyer: boolean }) {
  const t = useT('matters');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [body, setBody] = useState('');
  const [shared, setShared] = useState(true);
  const [progress, setProgress] = useState<number | null>(null);
  const step = useMatterStep((form: FormData) => mattersApi.addFile(matterId, form, setProgress));
  const { submit } = useActionForm<Record<string, never>>({
    action: async () => {
      const form = new FormData();
      form.append('file', file!);
      if (body.trim()) form.append('body', body.trim());
      if (lawyer) form.append('shared', shared ? 'true' : 'false');
      // The progress line goes with the upload, whichever way it ends.
      return step.mutateAsync(form).finally(() => setProgress(null));
    },
    done: t('composer.uploaded'),
    onDone: () => {
      setFile(null);
      setBody('');
      if (input.current) input.current.value = '';
    },
    failure: t('form.failed'),
  });
  return (
    <form
      method="post"
      className="space-y-3"
      onSubmit={(e) => {
        // No file chosen, nothing to send (the button waits for one too).
        if (!file) return e.preventDefault();
        void submit(e);
      }}
    >
      <div>
        <label htmlFor="entry-file" className="block text-sm font-medium text-slate-800">
          {t('composer.chooseFile')}
        </label>
        <input
          ref={input}
          id="entry-file"
          type="file"
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-primary-800 hover:file:bg-primary-100"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <p className="mt-1 text-xs text-slate-600">{t('composer.fileHint', { mb: MATTER_LIMITS.fileBytes / (1024 * 1024) })}</p>
      </div>
      <Field id="entry-file-note" label={t('composer.fileNote')} value={body} onChange={setBody} maxLength={MATTER_LIMITS.body} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {lawyer ? <ShareBox id="entry-file-share" shared={shared} onChange={setShared} /> : <span />}
        <button type="submit" className="btn-primary" disabled={step.isPending || !file}>
          {progress !== null ? t('composer.uploading', { percent: Math.round(progress * 100) }) : t('composer.upload')}
        </button>
      </div>
    </form>
  );
}
