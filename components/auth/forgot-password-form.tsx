'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useRequestPasswordReset } from '@/lib/api/auth';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/validation/auth';
import { TextField } from './text-field';

export function ForgotPasswordForm() {
  const { register, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

  if (request.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <p className="text-slate-700">{request.data.message}</p>
        <Link href="/login" className="btn-primary w-full">
          Back to sign in
        </Link>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email?.message} />
      <button type="submit" className="btn-primary w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'Send reset link'}
      </button>
      <Link href="/login" className="text-center text-sm font-medium text-primary hover:underline">
        Back to sign in
      </Link>
    </form>
  );
}
