import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  notaryCommissionDocSaveSchema,
  notaryOfferSaveSchema,
  notaryPictureSaveSchema,
  NotaryPrivateProfile,
  notaryPrivateProfileSchema,
  notarySaveSchema,
  NotarySaveResponse,
  notaryVisibilitySaveSchema,
} from '@/lib/dto/notary';
import { NOTARY_MESSAGES, type NotaryProfileInput } from '@/lib/validation/notary';
import type { NotaryOfferInput } from '@/lib/validation/notary-offer';
import { uploadForm } from './auth-api';
import { api } from './client';

const BASE = 'notary-public';
export const notaryProfileKey = ['notary-profile'] as const;

/** Spec §7 "Notary public" calls; every change answers with the profile as stored. */
export const notaryApi = {
  getPrivate: () => api.get<z.infer<typeof notaryPrivateProfileSchema>>(`${BASE}/private`),
  save: (input: NotaryProfileInput) => api.put<z.infer<typeof notarySaveSchema>>(BASE, input),
  saveOffer: (input: NotaryOfferInput) => api.put<z.infer<typeof notaryOfferSaveSchema>>(`${BASE}/offer`, input),
  picture: (form: FormData, onProgress?: (f: number) => void) =>
    uploadForm<z.infer<typeof notaryPictureSaveSchema>>(`/api/v1/${BASE}/picture`, form, { onProgress }),
  commissionDoc: (form: FormData, onProgress?: (f: number) => void) =>
    uploadForm<z.infer<typeof notaryCommissionDocSaveSchema>>(`/api/v1/${BASE}/notarial-commission-doc`, form, { onProgress }),
  toggleVisibility: (isPublic: boolean) =>
    api.put<z.infer<typeof notaryVisibilitySaveSchema>>(`${BASE}/toggle-visibility`, { is_public: isPublic }),
};

/** Spec §4: the notary slice tracks idle, loading, succeeded or failed for each operation separately. */
type NotaryOpStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
/** `error`: the failure (an ApiError with its code, or a schema's message), said in the page's language by OpStatus. */
export type NotaryOp = { status: NotaryOpStatus; error: Error | string | null };

export function mutationOp(m: Pick<UseMutationResult<unknown, Error, never>, 'status' | 'error'>): NotaryOp {
  const status: NotaryOpStatus =
    m.status === 'pending' ? 'loading' : m.status === 'success' ? 'succeeded' : m.status === 'error' ? 'failed' : 'idle';
  return { status, error: m.error ?? null };
}

/** The fetch operation: the page's server-rendered profile first, refreshed in the browser. */
export function useNotaryProfile(initial: NotaryPrivateProfile) {
  const query = useQuery({ queryKey: notaryProfileKey, queryFn: notaryApi.getPrivate, initialData: initial, staleTime: 30_000 });
  const fetchOp: NotaryOp = query.isFetching
    ? { status: 'loading', error: null }
    : query.isError
      ? { status: 'failed', error: NOTARY_MESSAGES.fetchFailed }
      : { status: 'succeeded', error: null };
  return { profile: query.data, fetchOp, refetch: query.refetch };
}

/** One notary operation; on success the stored profile becomes the server's answer. Errors stay in state (spec §8). */
export function useNotaryMutation<TVars, TData>(fn: (vars: TVars) => Promise<NotarySaveResponse<TData>>) {
  const client = useQueryClient();
  return useMutation<NotarySaveResponse<TData>, Error, TVars>({
    mutationFn: fn,
    onSuccess: (response) => client.setQueryData(notaryProfileKey, response.profile),
  });
}
