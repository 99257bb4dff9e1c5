import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { lawyerProfileKey } from '@/lib/api/lawyer-profile';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { useT } from '@/lib/i18n/client';
import { useProfileMessage } from './profile-messages';

/** A key of `editor.toasts`: the spec §8 failure toast of a section. */
export type FailureToast = 'basicInfoFailed' | 'bankInfoFailed' | 'failed' | 'visibilityFailed';

/**
 * lib/api/lawyer-profile.ts useProfileSave in the page's language: the same store update and spec §8
 * toasts ("Success!" or the section's failure, the server's reason beneath), read from `editor.toasts`
 * (its own toasts are English only).
 */
export function useEditorSave<TVars, TResult extends { profile: LawyerOwnProfile }>(
  fn: (vars: TVars) => Promise<TResult>,
  failure: FailureToast,
) {
  const client = useQueryClient();
  const t = useT('editor');
  const message = useProfileMessage();
  return useMutation({
    mutationFn: fn,
    onSuccess: (response) => {
      client.setQueryData(lawyerProfileKey, response.profile);
      toast.success(t('toasts.success'));
    },
    onError: (error) => {
      const title = t(`toasts.${failure}`);
      const shown = message(error);
      toast.error(title, shown && shown !== title ? { description: shown } : undefined);
    },
  });
}
