'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { NewPasswordFields } from '@/components/auth/account-fields';
import { TextField } from '@/components/auth/text-field';
import { useChangePassword } from '@/lib/api/auth';
import { useAuth } from '@/lib/auth/auth-provider';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/validation/auth';
import { MESSAGES } from '@/lib/validation/messages';

const EMPTY: ChangePasswordInput = { current_password: '', password: '', confirm_password: '' };

/** Other sessions end on the server; this browser keeps a fresh one. */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const change = useChangePassword();
  const { refresh } = useAuth();

  const onSubmit = handleSubmit(async (values) => {
    if (hasPassword && !values.current_password) {
      setError('current_password', { message: MESSAGES.required });
      return;
    }
    try {
      toast.success((await change.mutateAsync(values)).message);
      reset(EMPTY);
      await refresh();
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      {hasPassword && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          registration={register('current_password')}
          error={formState.errors.current_password?.message}
        />
      )}
      <NewPasswordFields register={register} errors={formState.errors} columns />
      <div>
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
