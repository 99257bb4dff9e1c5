'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FileField } from '@/components/auth/file-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useAdminAction, verificationApi } from '@/lib/api/admin';
import { useT } from '@/lib/i18n/client';
import { ID_FILE_RULES } from '@/lib/validation/id-file-rules';

const ACCEPT = ID_FILE_RULES.extensions.map((e) => `.${e}`).join(',');

/**
 * The file checks (zod, ≈90 kB gzip) load when the form is sent, not with the dashboard (issue 28):
 * the form itself is part of the page, so it comes alive with it. It used to be a lazy component
 * instead, whose server HTML React threw away and drew again when the page updated before its code
 * arrived — taking with it a file the lawyer had already picked (admin-console e2e, twice).
 */
async function fileProblem(file: File | null): Promise<string | null> {
  if (!file) return null;
  const { fileSchema } = await import('@/lib/validation/auth');
  return fileSchema(ID_FILE_RULES).safeParse(file).error?.issues[0]?.message ?? null;
}

/** The lawyer sends new IDs (after a rejection, or the yearly current IBP ID); the review starts over. */
export function ResubmitForm({ ibpOnly = false }: { ibpOnly?: boolean }) {
  const router = useRouter();
  const t = useT('account');
  const fileButton = { choose: t('verification.chooseFile'), replace: t('verification.replaceFile') };
  const [ibp, setIbp] = useState<File | null>(null);
  const [gov, setGov] = useState<File | null>(null);
  const send = useAdminAction((form: FormData) => verificationApi.resubmit(form));
  // The files are the form's own controls (state here). A file the checks refuse is said as a refusal
  // would be, in the one alert beside the button, and nothing is sent.
  const { submit, pending, failure } = useActionForm<Record<string, never>>({
    action: async () => {
      const problem = !ibp && !gov ? t('verification.noFile') : ((await fileProblem(ibp)) ?? (await fileProblem(gov)));
      if (problem) throw new Error(problem);
      const form = new FormData();
      if (ibp) form.append('ibp_id', ibp);
      if (gov) form.append('government_id', gov);
      return send.mutateAsync(form);
    },
    done: t('verification.uploaded'),
    onDone: () => router.refresh(),
    failureShown: 'inline',
  });
  return (
    <form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit}>
      <FileField
        label={t('verification.ibpId')}
        hint={t('verification.hint')}
        accept={ACCEPT}
        file={ibp}
        onChange={setIbp}
        buttonText={fileButton}
      />
      {ibpOnly ? null : (
        <FileField
          label={t('verification.governmentId')}
          hint={t('verification.hint')}
          accept={ACCEPT}
          file={gov}
          onChange={setGov}
          buttonText={fileButton}
        />
      )}
      <div className="sm:col-span-2">
        {failure ? (
          <p role="alert" className="mb-2 text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="btn-primary" disabled={pending}>
          {t('verification.submit')}
        </button>
      </div>
    </form>
  );
}
