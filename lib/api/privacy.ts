import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  adminErasureResultSchema,
  consentStateSchema,
  dataExportSchema,
  dataExportStateSchema,
  deletionRequestResultSchema,
} from '@/lib/dto/privacy';
import type { AccountDeletionInput, OptionalConsentInput } from '@/lib/validation/privacy';
import { api } from './client';

/** Data-privacy calls of account settings (own module: only the privacy pages load it). */
const privacyApi = {
  requestDeletion: (input: AccountDeletionInput) => api.post<z.infer<typeof deletionRequestResultSchema>>('auth/account/deletion', input),
  confirmDeletion: (token: string) => api.post<z.infer<typeof deletionRequestResultSchema>>('auth/account/deletion/confirm', { token }),
};

export const useRequestDeletion = () => useMutation({ mutationFn: privacyApi.requestDeletion });
export const useConfirmDeletion = () => useMutation({ mutationFn: privacyApi.confirmDeletion });

const EXPORT_QUERY_KEY = ['account', 'export'] as const;

/** The latest export; polled every 10 s while it is being prepared, so "Download" appears without a reload. */
export const useDataExport = () =>
  useQuery({
    queryKey: EXPORT_QUERY_KEY,
    queryFn: () => api.get<z.infer<typeof dataExportStateSchema>>('auth/account/export'),
    refetchInterval: (query) => (['PENDING', 'BUILDING'].includes(query.state.data?.latest?.status ?? '') ? 10_000 : false),
  });

export const useRequestDataExport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<z.infer<typeof dataExportSchema>>('auth/account/export'),
    onSuccess: (latest) => client.setQueryData(EXPORT_QUERY_KEY, { latest }),
  });
};

/** The admin console's erasure of a person whose request came by other means (audited on the server). */
export const eraseByAdmin = (userId: string, reason: string) =>
  api.post<z.infer<typeof adminErasureResultSchema>>(`admin/users/${userId}/erasure`, { reason });

const CONSENTS_QUERY_KEY = ['account', 'consents'] as const;

export const useConsents = () =>
  useQuery({ queryKey: CONSENTS_QUERY_KEY, queryFn: () => api.get<z.infer<typeof consentStateSchema>>('auth/account/consents') });

export const useSetConsent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OptionalConsentInput) => api.put<z.infer<typeof consentStateSchema>>('auth/account/consents', input),
    onSuccess: (state) => client.setQueryData(CONSENTS_QUERY_KEY, state),
  });
};

export const useAcceptPolicies = () =>
  useMutation({ mutationFn: () => api.post<z.infer<typeof consentStateSchema>>('auth/account/consents/policies', { accept: true }) });
