'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useRequestPasswordReset } from '@/lib/api/auth';
import { useHref, useT } from '@/lib/i18n/client';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/validation/auth';
import { translatedResolver, useAuthMessage } from './auth-messages';
import { TextField } from './text-field';

export function ForgotPasswordForm() {
  const t = useT('auth');
  const href = useHref();
  const message = useAuthMessage();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver: translatedResolver(zodResolver(forgotPasswordSchema), message),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      toast.error(message(error));
    }
  });

  if (request.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <p className="text-slate-700">{t('messages.resetEmailSent')}</p>
        <Link href={href('/login')} className="btn-primary w-full">
          {t('links.backToSignIn')}
        </Link>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={formState.errors.email?.message}
      />
      <button type="submit" className="btn-primary w-full" disabled={request.isPending}>
        {request.isPending ? t('sending') : t('forgot.submit')}
      </button>
      <Link href={href('/login')} className="text-center text-sm font-medium text-primary hover:underline">
        {t('links.backToSignIn')}
      </Link>
    </form>
  );
}
