'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { NewPasswordFields, useAccountFieldText } from '@/components/auth/account-fields';
import { translatedResolver, useAuthMessage } from '@/components/auth/auth-messages';
import { TextField } from '@/components/auth/text-field';
import { useChangePassword } from '@/lib/api/auth';
import { useAuth } from '@/lib/auth/auth-provider';
import { useT } from '@/lib/i18n/client';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/validation/auth';

const EMPTY: ChangePasswordInput = { current_password: '', password: '', confirm_password: '' };

/** Other sessions end on the server; this browser keeps a fresh one. */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  // The schema's and the server's English sentences, in the page's language (the auth forms' words).
  const say = useAuthMessage();
  const text = useAccountFieldText();
  const auth = useT('auth');
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangePasswordInput>({
    resolver: translatedResolver(zodResolver(changePasswordSchema), say),
    defaultValues: EMPTY,
  });
  const change = useChangePassword();
  const { refresh } = useAuth();
  const t = useT('portal');

  const onSubmit = handleSubmit(async (values) => {
    if (hasPassword && !values.current_password) {
      setError('current_password', { message: t('settings.required') });
      return;
    }
    try {
      await change.mutateAsync(values);
      toast.success(auth('messages.passwordChanged'));
      reset(EMPTY);
      await refresh();
    } catch (error) {
      toast.error(say(error));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      {hasPassword && (
        <TextField
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          registration={register('current_password')}
          error={formState.errors.current_password?.message}
        />
      )}
      <NewPasswordFields register={register} errors={formState.errors} columns label={auth('fields.newPassword')} text={text} />
      <div>
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          {change.isPending ? t('settings.saving') : t('settings.changePassword')}
        </button>
      </div>
    </form>
  );
}
