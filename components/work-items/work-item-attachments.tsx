'use client';

import { useId, useState } from 'react';
import { FilePickButton } from '@/components/files/file-pick-button';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { useT } from '@/lib/i18n/client';
import { ATTACHMENT_ACCEPT, ATTACHMENT_RULES, checkAttachmentList } from '@/lib/validation/meetings';
import { useFormError } from './form-errors';

type Props = {
  /** The files already on the saved proposal: listed, and counted against the limits. */
  attached: WorkItemDto['files'];
  /** The files picked on this page, uploaded when the form is saved. */
  files: File[];
  onChange: (files: File[]) => void;
};

/**
 * The engagement form's attachments: a pick that would break the limits (counting the files already
 * attached) is refused with its reason and keeps nothing; a picked file can be removed before saving.
 */
export function WorkItemAttachments({ attached, files, onChange }: Props) {
  const t = useT('work');
  const fieldError = useFormError();
  const filesId = useId();
  const [filesError, setFilesError] = useState<string | null>(null);

  const pickFiles = (picked: File[]) => {
    const next = [...files, ...picked];
    const problem = checkAttachmentList([...attached.map((f) => ({ name: f.name, size: f.size })), ...next]);
    setFilesError(problem);
    if (!problem) onChange(next);
  };

  return (
    <div className="mt-4">
      <label htmlFor={filesId} className="block text-sm font-medium text-slate-800">
        {t('form.attachments')}
      </label>
      <p className="text-xs text-slate-600">
        {t('form.attachmentsHint', { files: ATTACHMENT_RULES.maxFiles, mb: ATTACHMENT_RULES.maxTotalMb })}
      </p>
      <FilePickButton
        id={filesId}
        text={t('form.addFiles')}
        status={t('form.filesAttached', { count: files.length + attached.length })}
        multiple
        accept={ATTACHMENT_ACCEPT}
        invalid={Boolean(filesError)}
        onPick={pickFiles}
      />
      {filesError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {fieldError(filesError ?? undefined)}
        </p>
      )}
      {(files.length > 0 || attached.length > 0) && (
        <ul aria-label={t('form.attachedFiles')} className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
          {attached.map((f) => (
            <li key={f._id}>{f.name}</li>
          ))}
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex items-center justify-between gap-2">
              <span className="truncate">{f.name}</span>
              <button
                type="button"
                className="text-sm font-medium text-red-700 hover:underline"
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                aria-label={t('form.removeFile', { name: f.name })}
              >
                {t('form.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
