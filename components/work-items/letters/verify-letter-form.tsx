'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { lettersApi, type LetterVerification } from '@/lib/api/engagement-letters';
import { APP_NAME } from '@/lib/config/app';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import { parseLetterCode } from '@/lib/rules/engagement-letters';
import { verificationCodeCandidates, verificationKindOf } from '@/lib/rules/verification-codes';
import { LETTER_UPLOAD_MAX_MB } from '@/lib/validation/engagement-letters';
import { useLetterError } from './letter-errors';
import { VerificationResult } from './verification-result';

/**
 * The public check (issue 42): upload a signed PDF, and optionally the code it should be; nothing is
 * kept. A code typed alone — what the letter tells people to do — opens that code's page, which says
 * which letter it is (issue 57).
 */
export function VerifyLetterForm({ code: initialCode = '' }: { code?: string }) {
  const t = useT('letters');
  const locale = useLocale();
  const href = useHref();
  const router = useRouter();
  const id = useId();
  const failed = useLetterError();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<LetterVerification | null>(null);
  const [error, setError] = useState<string | null>(null);
  // What is checked before anything is sent (a code alone opens its page; a missing or too large file) is
  // said on the same line as a refusal; the file is the box's own (a file input holds no value to set).
  const {
    form,
    submit,
    pending: busy,
  } = useActionForm<{ code: string }>({
    // No default: the box is read when the page comes alive (its server value, or what was typed before then).
    action: ({ code }) => check(code ?? ''),
    failureShown: 'inline',
  });

  const check = async (code: string) => {
    setResult(null);
    // A written answer's code (issue 60: "WQ-…") and a legal-aid hours report's (issue 61: "LA-…") have
    // their own page and no file to compare.
    const [answerCode] = verificationCodeCandidates(code.trim()).filter(
      (c, _, all) => all.length === 1 && verificationKindOf(c) !== 'letter',
    );
    if (answerCode) {
      router.push(href(`/verify-letter/${answerCode}`));
      return;
    }
    if (!file) {
      const typed = code.trim();
      const parsed = typed ? parseLetterCode(typed) : null;
      if (typed && !parsed) setError(t('errors.CODE_FORMAT'));
      else if (parsed && parsed !== initialCode) router.push(href(`/verify-letter/${parsed}`));
      // On a code's own page the form checks a copy against it: there, only the file is missing.
      else setError(t(initialCode ? 'errors.FILE_REQUIRED' : 'errors.NOTHING_TO_CHECK'));
      return;
    }
    if (file.size > LETTER_UPLOAD_MAX_MB * 1024 * 1024) {
      setError(t('errors.FILE_TOO_LARGE', { mb: LETTER_UPLOAD_MAX_MB }));
      return;
    }
    const body = new FormData();
    body.append('file', file);
    if (code.trim()) body.append('code', code.trim());
    setError(null);
    try {
      setResult(await lettersApi.verifyFile(body));
    } catch (failure) {
      setError(failed(failure));
    }
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-6 text-left">
      <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
        {t('verify.fileLabel')}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="application/pdf,.pdf"
        className="mt-1 block w-full text-sm"
        aria-describedby={`${id}-file-hint`}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <p id={`${id}-file-hint`} className="mt-1 text-xs text-slate-600">
        {t('verify.fileHint', { mb: LETTER_UPLOAD_MAX_MB })}
      </p>
      <label htmlFor={`${id}-code`} className="mt-4 block text-sm font-medium text-slate-800">
        {t('verify.codeLabel')}
      </label>
      <input
        id={`${id}-code`}
        type="text"
        className="input mt-1 uppercase"
        maxLength={40}
        autoComplete="off"
        defaultValue={initialCode}
        {...form.register('code')}
        aria-describedby={`${id}-code-hint`}
      />
      <p id={`${id}-code-hint`} className="mt-1 text-xs text-slate-600">
        {t('verify.codeHint')}
      </p>
      <button type="submit" className="btn-primary mt-4" disabled={busy}>
        {busy ? t('verify.checking') : t('verify.submit')}
      </button>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {result && <VerificationResult result={result} t={t} locale={locale} app={APP_NAME} />}
    </form>
  );
}
