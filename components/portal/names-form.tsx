'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { NameFields, useAccountFieldText } from '@/components/auth/account-fields';
import { translatedResolver, useAuthMessage } from '@/components/auth/auth-messages';
import { useUpdateAccountSettings } from '@/lib/api/auth';
import { useAuth } from '@/lib/auth/auth-provider';
import type { AuthUser } from '@/lib/auth/types';
import { useT } from '@/lib/i18n/client';
import { accountSettingsSchema, type AccountSettingsInput } from '@/lib/validation/auth';

export function NamesForm({ user }: { user: AuthUser }) {
  // The schema's and the server's English sentences, in the page's language (the auth forms' words).
  const say = useAuthMessage();
  const text = useAccountFieldText();
  const { register, handleSubmit, formState } = useForm<AccountSettingsInput>({
    resolver: translatedResolver(zodResolver(accountSettingsSchema), say),
    defaultValues: { first_name: user.first_name, last_name: user.last_name },
  });
  const update = useUpdateAccountSettings();
  const { setUser } = useAuth();
  const t = useT('portal');

  const onSubmit = handleSubmit(async (values) => {
    try {
      setUser(await update.mutateAsync(values));
      toast.success(t('settings.saved'));
    } catch (error) {
      toast.error(say(error));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <NameFields register={register} errors={formState.errors} text={text} />
      <div>
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.saveName')}
        </button>
      </div>
    </form>
  );
}
