'use client';

import { FileText, X } from 'lucide-react';
import { useId } from 'react';
import { ATTACHMENT_ACCEPT, ATTACHMENT_RULES } from '@/lib/validation/meeting-messages';
import { FilePickButton } from '@/components/files/file-pick-button';
import { useT } from '@/lib/i18n/client';

export type PickedFile = { key: string; file: File };

type Props = {
  files: PickedFile[];
  /** Overall upload fraction of the multipart request, or null before sending. */
  progress: number | null;
  disabled?: boolean;
  error?: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
};

const mb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The parts of a multipart body go out in order, so each file's share of the overall progress is
 * the stretch of bytes it occupies (the small form fields and framing are counted up front).
 */
function perFileProgress(files: PickedFile[], overall: number): number[] {
  const sizes = files.map((f) => f.file.size);
  const total = sizes.reduce((a, b) => a + b, 0) || 1;
  const sent = overall * total;
  let offset = 0;
  return sizes.map((size) => {
    const start = offset;
    offset += size;
    if (size === 0) return overall >= 1 ? 1 : 0;
    return Math.min(1, Math.max(0, (sent - start) / size));
  });
}

/** Attachments of a booking: pick files, see each one's size and upload progress, remove before sending. */
export default function AttachmentPicker({ files, progress, disabled, error, onAdd, onRemove }: Props) {
  const id = useId();
  const t = useT('booking');
  const fractions = progress === null ? null : perFileProgress(files, progress);
  const total = files.reduce((sum, f) => sum + f.file.size, 0);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('attachments.label')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('attachments.hint', { maxFiles: ATTACHMENT_RULES.maxFiles, maxMb: ATTACHMENT_RULES.maxTotalMb })}
      </p>
      <FilePickButton
        id={id}
        text={t('attachments.add')}
        status={t('attachments.attached', { count: files.length })}
        multiple
        accept={ATTACHMENT_ACCEPT}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onPick={onAdd}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <>
          <ul aria-label={t('attachments.listLabel')} className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200">
            {files.map((f, i) => (
              <li key={f.key} className="flex items-center gap-3 px-3 py-2">
                <FileText className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm text-slate-900">{f.file.name}</p>
                  <p className="text-xs text-slate-600">{mb(f.file.size)}</p>
                  {fractions && (
                    <progress
                      className="mt-1 h-1.5 w-full accent-primary"
                      max={100}
                      value={Math.round(fractions[i] * 100)}
                      aria-label={t('attachments.progress', { name: f.file.name })}
                    />
                  )}
                </div>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onRemove(f.key)}
                  aria-label={t('attachments.remove', { name: f.file.name })}
                  className="btn-ghost h-8 w-8 shrink-0 p-0"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-600">
            {t('attachments.total', { count: files.length, size: mb(total), maxMb: ATTACHMENT_RULES.maxTotalMb })}
          </p>
        </>
      )}
    </div>
  );
}
