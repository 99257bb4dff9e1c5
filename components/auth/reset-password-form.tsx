'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useResetPassword } from '@/lib/api/auth';
import { newPasswordSchema, type NewPasswordInput } from '@/lib/validation/auth';
import { NewPasswordFields } from './account-fields';

export function ResetPasswordForm({ token }: { token: string }) {
  const { register, handleSubmit, formState } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const reset = useResetPassword();
  const router = useRouter();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await reset.mutateAsync({ token, ...values });
      toast.success(message);
      router.replace('/login');
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <NewPasswordFields register={register} errors={formState.errors} />
      <button type="submit" className="btn-primary w-full" disabled={reset.isPending || reset.isSuccess}>
        {reset.isPending ? 'Saving…' : 'Set new password'}
      </button>
    </form>
  );
}
