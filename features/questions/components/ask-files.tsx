'use client';

import { useState } from 'react';
import { FilePickButton } from '@/components/files/file-pick-button';
import { useFailureText } from '@/components/ui/form-messages';
import { questionsApi, type QuestionView } from '@/features/questions/api/questions';
import { useT } from '@/lib/i18n/client';
import { QUESTION_LIMITS } from '@/features/questions/rules/written-questions';
import { ATTACHMENT_ACCEPT } from '@/lib/validation/meeting-messages';

type Full = Extract<QuestionView, { view: 'full' }>;

/**
 * "Ask in writing"'s files (issue 60): up to QUESTION_LIMITS.files, added to the draft as they are picked,
 * so only once the draft exists (`draftId`: a problem chosen and saved); each one removable.
 */
export function AskFiles({ draftId, initial }: { draftId: string | null; initial: Full['files'] }) {
  const t = useT('questions');
  const say = useFailureText();
  const [files, setFiles] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const addFiles = async (picked: File[]) => {
    if (!draftId || !picked.length) return;
    setFileError(null);
    setUploading(true);
    try {
      const body = new FormData();
      for (const file of picked.slice(0, QUESTION_LIMITS.files - files.length)) body.append('files', file);
      await questionsApi.addFiles(draftId, body);
      const fresh = await questionsApi.get(draftId);
      if (fresh.view === 'full') setFiles(fresh.files);
    } catch (error) {
      setFileError(say(error, t('ask.uploadFailed')));
    } finally {
      setUploading(false);
    }
  };

  const removeFile = async (fileId: string) => {
    if (!draftId) return;
    try {
      await questionsApi.removeFile(draftId, fileId);
      setFiles((now) => now.filter((f) => f._id !== fileId));
    } catch (error) {
      setFileError(say(error, t('ask.uploadFailed')));
    }
  };

  return (
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
  );
}
