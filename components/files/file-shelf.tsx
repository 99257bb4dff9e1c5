'use client';

import { Download, FileText, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useFailureText } from '@/components/ui/form-messages';
import { ATTACHMENT_ACCEPT, checkAttachmentList } from '@/lib/validation/meeting-messages';
import type { MeetingFileDto } from '@/lib/dto/meeting';
import { useT } from '@/lib/i18n/client';
import { OffPlatformWarning } from '@/components/comments/off-platform-warning';
import { FilePickButton } from './file-pick-button';

const mb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Mutation<V> = { mutateAsync: (vars: V) => Promise<unknown>; isPending: boolean };

export type FileShelfProps = {
  files: MeetingFileDto[];
  add: Mutation<FormData>;
  remove: Mutation<string>;
  /** Upload progress from 0 to 1 while sending, null otherwise (owned by the caller's mutation). */
  progress: number | null;
  setProgress: (p: number | null) => void;
  listLabel: string;
  budget: string;
  messages: { success: string; error: string };
  hint?: string;
  /** Why no files can be added any more (the server's sentence): shown in place of the file input. */
  closed?: string | null;
};

/**
 * Private files of two parties (a meeting's or a work item's): add with progress, download, remove
 * your own. Its words are the page's language (the `threads` catalogue, which each page that shows
 * a shelf sends).
 */
export function FileShelf({ files, add, remove, progress, setProgress, listLabel, budget, messages, hint, closed }: FileShelfProps) {
  const t = useT('threads');
  // The list check's refusal (a code, as the server would answer it), in the page's language.
  const say = useFailureText();
  const w = {
    heading: t('files.heading'),
    empty: t('files.empty'),
    uploading: t('files.uploading'),
    addFiles: t('files.addFiles'),
    progress: t('files.progress'),
    download: (name: string) => t('files.download', { name }),
    remove: (name: string) => t('files.remove', { name }),
    attached: (count: number) => t('files.attached', { count }),
  };
  const inputId = useId();
  const [busy, setBusy] = useState(false);

  const upload = async (picked: File[]) => {
    if (!picked.length) return;
    const problem = checkAttachmentList([...files.map((f) => ({ name: f.name, size: f.size })), ...picked]);
    if (problem) {
      toast.error(say(problem));
      return;
    }
    const form = new FormData();
    for (const file of picked) form.append('files', file, file.name);
    setProgress(0);
    setBusy(true);
    try {
      await add.mutateAsync(form);
      toast.success(messages.success);
    } catch {
      toast.error(messages.error);
    } finally {
      setProgress(null);
      setBusy(false);
    }
  };
  const removeFile = async (fileId: string) => {
    try {
      await remove.mutateAsync(fileId);
      toast.success(messages.success);
    } catch {
      toast.error(messages.error);
    }
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-slate-900">
        {w.heading}
      </h2>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      {files.length ? (
        <ul aria-label={listLabel} className="mt-3 divide-y divide-slate-200">
          {files.map((f) => (
            <li key={f._id} className="flex items-center gap-3 py-2">
              <FileText className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm text-slate-900">{f.name}</p>
                <p className="text-xs text-slate-600">{mb(f.size)}</p>
                {f.off_platform && <OffPlatformWarning kind="fileName" />}
              </div>
              <a href={f.url} className="btn-ghost h-8 w-8 p-0" aria-label={w.download(f.name)}>
                <Download className="h-4 w-4" aria-hidden="true" />
              </a>
              {f.mine && (
                <button
                  type="button"
                  className="btn-ghost h-8 w-8 p-0 text-red-700"
                  aria-label={w.remove(f.name)}
                  disabled={remove.isPending}
                  onClick={() => removeFile(f._id)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{w.empty}</p>
      )}
      {closed ? (
        <p className="mt-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-700" data-testid="files-closed">
          {closed}
        </p>
      ) : (
        <div className="mt-4">
          <p id={`${inputId}-budget`} className="text-xs text-slate-600">
            {budget}
          </p>
          <FilePickButton
            id={inputId}
            text={busy ? w.uploading : w.addFiles}
            status={w.attached(files.length)}
            multiple
            accept={ATTACHMENT_ACCEPT}
            disabled={busy}
            describedBy={`${inputId}-budget`}
            onPick={(picked) => void upload(picked)}
          />
          {progress !== null && (
            <progress className="mt-2 h-1.5 w-full accent-primary" max={100} value={Math.round(progress * 100)} aria-label={w.progress} />
          )}
        </div>
      )}
    </section>
  );
}
