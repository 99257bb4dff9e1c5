import { useMutation } from '@tanstack/react-query';
import type { DeletionRequestResult } from '@/lib/dto/privacy';
import type { AccountDeletionInput } from '@/lib/validation/privacy';
import { api } from './client';

/** Data-privacy calls of account settings (own module: only the privacy pages load it). */
export const privacyApi = {
  requestDeletion: (input: AccountDeletionInput) => api.post<DeletionRequestResult>('auth/account/deletion', input),
  confirmDeletion: (token: string) => api.post<DeletionRequestResult>('auth/account/deletion/confirm', { token }),
};

export const useRequestDeletion = () => useMutation({ mutationFn: privacyApi.requestDeletion });
export const useConfirmDeletion = () => useMutation({ mutationFn: privacyApi.confirmDeletion });
