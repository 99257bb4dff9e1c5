import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExport, DataExportState, DeletionRequestResult } from '@/lib/dto/privacy';
import type { AccountDeletionInput } from '@/lib/validation/privacy';
import { api } from './client';

/** Data-privacy calls of account settings (own module: only the privacy pages load it). */
export const privacyApi = {
  requestDeletion: (input: AccountDeletionInput) => api.post<DeletionRequestResult>('auth/account/deletion', input),
  confirmDeletion: (token: string) => api.post<DeletionRequestResult>('auth/account/deletion/confirm', { token }),
};

export const useRequestDeletion = () => useMutation({ mutationFn: privacyApi.requestDeletion });
export const useConfirmDeletion = () => useMutation({ mutationFn: privacyApi.confirmDeletion });

export const EXPORT_QUERY_KEY = ['account', 'export'] as const;

/** The latest export; polled every 10 s while it is being prepared, so "Download" appears without a reload. */
export const useDataExport = () =>
  useQuery({
    queryKey: EXPORT_QUERY_KEY,
    queryFn: () => api.get<DataExportState>('auth/account/export'),
    refetchInterval: (query) => (['PENDING', 'BUILDING'].includes(query.state.data?.latest?.status ?? '') ? 10_000 : false),
  });

export const useRequestDataExport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DataExport>('auth/account/export'),
    onSuccess: (latest) => client.setQueryData(EXPORT_QUERY_KEY, { latest }),
  });
};

/** The admin console's erasure of a person whose request came by other means (audited on the server). */
export const eraseByAdmin = (userId: string, reason: string) =>
  api.post<{ deletion_id: string; erased: boolean }>(`admin/users/${userId}/erasure`, { reason });
