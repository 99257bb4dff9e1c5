'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField } from '@/components/auth/text-field';
import { useUpdateAccountSettings } from '@/lib/api/auth';
import { useAuth } from '@/lib/auth/auth-provider';
import type { AuthUser } from '@/lib/auth/types';
import { accountSettingsSchema, type AccountSettingsInput } from '@/lib/validation/auth';
import { AUTH_MESSAGES } from '@/lib/validation/messages';

export function NamesForm({ user }: { user: AuthUser }) {
  const { register, handleSubmit, formState } = useForm<AccountSettingsInput>({
    resolver: zodResolver(accountSettingsSchema),
    defaultValues: { first_name: user.first_name, last_name: user.last_name },
  });
  const update = useUpdateAccountSettings();
  const { setUser } = useAuth();

  const onSubmit = handleSubmit(async (values) => {
    try {
      setUser(await update.mutateAsync(values));
      toast.success(AUTH_MESSAGES.settingsSaved);
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          registration={register('first_name')}
          error={formState.errors.first_name?.message}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          registration={register('last_name')}
          error={formState.errors.last_name?.message}
        />
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save name'}
        </button>
      </div>
    </form>
  );
}
