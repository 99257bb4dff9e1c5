'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useResetPassword } from '@/lib/api/auth';
import { useHref, useT } from '@/lib/i18n/client';
import { newPasswordSchema, type NewPasswordInput } from '@/lib/validation/auth';
import { NewPasswordFields, useAccountFieldText } from './account-fields';
import { translatedResolver, useAuthMessage } from './auth-messages';

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT('auth');
  const href = useHref();
  const message = useAuthMessage();
  const fieldText = useAccountFieldText();
  const { register, handleSubmit, formState } = useForm<NewPasswordInput>({
    resolver: translatedResolver(zodResolver(newPasswordSchema), message),
    defaultValues: { password: '', confirm_password: '' },
  });
  const reset = useResetPassword();
  const router = useRouter();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ token, ...values });
      toast.success(t('messages.passwordChanged'));
      router.replace(href('/login'));
    } catch (error) {
      toast.error(message(error));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <NewPasswordFields register={register} errors={formState.errors} label={t('fields.newPassword')} text={fieldText} />
      <button type="submit" className="btn-primary w-full" disabled={reset.isPending || reset.isSuccess}>
        {reset.isPending ? t('reset.saving') : t('reset.submit')}
      </button>
    </form>
  );
}
