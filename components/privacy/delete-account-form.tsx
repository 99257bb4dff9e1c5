'use client';

import { useWordedResolver } from '@/components/ui/form-messages';
import { useFailureText } from '@/components/ui/form-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/auth/text-field';
import { useRequestDeletion } from '@/lib/api/privacy';
import { useHref, useT } from '@/lib/i18n/client';
import { accountDeletionSchema, type AccountDeletionInput } from '@/lib/validation/privacy';

/**
 * The confirmation of a deletion: the password, or (no password) a mailed link. Once scheduled the
 * server has ended every session, so the page loads the "scheduled" page in full (no component keeps
 * the signed-in user in memory).
 */
export function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const { register, handleSubmit, formState, setError } = useForm<AccountDeletionInput>({
    resolver: useWordedResolver(zodResolver(accountDeletionSchema)),
    defaultValues: { password: '' },
  });
  const request = useRequestDeletion();
  const t = useT('account');
  const href = useHref();
  const [failure, setFailure] = useState<string | null>(null);
  const say = useFailureText();
  const [mailed, setMailed] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    if (hasPassword && !values.password) {
      setError('password', { message: t('deletion.passwordRequired') });
      return;
    }
    try {
      const result = await request.mutateAsync(hasPassword ? values : {});
      if (result.status === 'confirmation_sent') {
        setMailed(true);
        return;
      }
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${href('/account/deleted')}?due=${encodeURIComponent(result.due_at ?? '')}`);
    } catch (error) {
      setFailure(say(error));
    }
  });

  if (mailed) {
    return (
      <p role="status" className="rounded-md bg-primary-50 p-4 text-sm text-slate-800">
        {t('deletion.confirmationSent')}
      </p>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {hasPassword ? (
        <TextField
          label={t('deletion.password')}
          type="password"
          autoComplete="current-password"
          className="sm:max-w-sm"
          registration={register('password')}
          error={formState.errors.password?.message}
        />
      ) : (
        <p className="text-sm text-slate-700">{t('deletion.noPassword')}</p>
      )}
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <div>
        <button
          type="submit"
          className="btn bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700"
          disabled={request.isPending}
        >
          {request.isPending ? t('deletion.deleting') : hasPassword ? t('deletion.submit') : t('deletion.mailLink')}
        </button>
      </div>
    </form>
  );
}
