'use client';

import { FileText, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { PicturePicker } from '@/components/files/picture-picker';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { mutationOp, notaryApi, useNotaryMutation, type NotaryOp } from '@/lib/api/notary';
import type { NotaryPrivateProfile } from '@/lib/dto/notary';
import { useT } from '@/lib/i18n/client';
import { fileSchema } from '@/lib/validation/auth';
import { PICTURE_EXTENSIONS, PICTURE_MAX_MB } from '@/lib/validation/lawyer-profile';
import { COMMISSION_DOC_EXTENSIONS, COMMISSION_DOC_MAX_MB } from '@/lib/validation/notary';
import { OpStatus } from './op-status';

type Upload = (form: FormData, onProgress?: (f: number) => void) => Promise<unknown>;

/**
 * A file picker that checks size and type before sending, shows upload progress and keeps the
 * operation's own state (spec §4: picture upload and commission upload are tracked separately).
 */
function useUpload(upload: Upload, field: string, rules: { maxMb: number; extensions: readonly string[] }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const mutation = useNotaryMutation((file: File) => {
    const form = new FormData();
    form.append(field, file);
    return upload(form, setProgress) as ReturnType<typeof notaryApi.picture>;
  });
  const schema = fileSchema(rules);
  const pick = (file: File | null) => {
    const checked = schema.safeParse(file);
    if (!checked.success) return setLocalError(checked.error.issues[0].message);
    setLocalError(null);
    setProgress(0);
    mutation.mutate(file as File, { onSettled: () => setProgress(null) });
  };
  const op: NotaryOp = localError ? { status: 'failed', error: localError } : mutationOp(mutation);
  return { pick, op, progress, pending: mutation.isPending };
}

export function NotaryPictureUpload({ profile }: { profile: NotaryPrivateProfile }) {
  // Its own operation state (spec §4: picture and commission uploads are tracked separately); a file
  // refused before sending shows in the same status line.
  const [refused, setRefused] = useState<string | null>(null);
  const t = useT('account');
  const mutation = useNotaryMutation(({ file, onProgress }: { file: File; onProgress: (f: number) => void }) => {
    const form = new FormData();
    form.append('picture', file);
    return notaryApi.picture(form, onProgress);
  });
  const op: NotaryOp = refused ? { status: 'failed', error: refused } : mutationOp(mutation);
  return (
    <PicturePicker
      preview={
        <ImageWithPlaceholder
          src={profile.picture_url}
          alt={profile.display_name}
          width={96}
          height={96}
          className="h-24 w-24 rounded-full object-cover ring-4 ring-white shadow"
        />
      }
      label={profile.picture_url ? t('notary.uploads.changePhoto') : t('notary.uploads.uploadPhoto')}
      inputLabel={t('notary.uploads.photoInput')}
      hint={t('notary.uploads.photoHint', { mb: PICTURE_MAX_MB })}
      rules={{ maxMb: PICTURE_MAX_MB, extensions: PICTURE_EXTENSIONS }}
      onInvalid={setRefused}
      upload={(file, onProgress) => {
        setRefused(null);
        return mutation.mutateAsync({ file, onProgress }).catch(() => undefined);
      }}
      status={<OpStatus op={op} name="picture" loading={t('notary.uploads.uploadingPhoto')} succeeded={t('notary.uploads.photoSaved')} />}
    />
  );
}

export function CommissionDocUpload({ profile }: { profile: NotaryPrivateProfile }) {
  const id = useId();
  const t = useT('account');
  const { pick, op, progress, pending } = useUpload(notaryApi.commissionDoc, 'document', {
    maxMb: COMMISSION_DOC_MAX_MB,
    extensions: COMMISSION_DOC_EXTENSIONS,
  });
  return (
    <div className="space-y-3">
      {profile.notarial_commission_doc_url ? (
        <p className="flex items-center gap-2 text-sm text-slate-800">
          <FileText className="h-4 w-4 shrink-0 text-primary-700" aria-hidden="true" />
          <a
            href={profile.notarial_commission_doc_url}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            {profile.notarial_commission_doc_name ?? t('notary.uploads.commissionDoc')}
          </a>
          <span className="text-slate-500">{t('notary.uploads.private')}</span>
        </p>
      ) : (
        <p className="text-sm text-slate-700">{t('notary.uploads.noDoc')}</p>
      )}
      <label htmlFor={id} className="btn-secondary inline-flex cursor-pointer items-center gap-2">
        <Upload className="h-4 w-4" aria-hidden="true" />{' '}
        {profile.notarial_commission_doc_url ? t('notary.uploads.replace') : t('notary.uploads.uploadCommission')}
        {progress !== null ? <span className="tabular-nums">{Math.round(progress * 100)}%</span> : null}
      </label>
      <input
        id={id}
        type="file"
        className="sr-only"
        accept={COMMISSION_DOC_EXTENSIONS.map((e) => `.${e}`).join(',')}
        disabled={pending}
        aria-label={t('notary.uploads.docInput')}
        onChange={(e) => {
          pick(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      <p className="text-xs text-slate-600">{t('notary.uploads.docHint', { mb: COMMISSION_DOC_MAX_MB })}</p>
      <OpStatus op={op} name="commission" loading={t('notary.uploads.uploadingDoc')} succeeded={t('notary.uploads.docSaved')} />
    </div>
  );
}
