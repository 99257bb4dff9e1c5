'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { NameFields } from '@/components/auth/account-fields';
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
      <NameFields register={register} errors={formState.errors} />
      <div>
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save name'}
        </button>
      </div>
    </form>
  );
}
