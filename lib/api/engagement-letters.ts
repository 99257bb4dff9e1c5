import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { letterCodeSentSchema, letterStateSchema, letterVerificationSchema } from '@/lib/dto/engagement-letter';
import type { LetterCodeInput, LetterTermsInput, SignLetterInput } from '@/lib/validation/engagement-letters';
import { api } from './client';

export type LetterState = z.infer<typeof letterStateSchema>;
export type LetterVerification = z.infer<typeof letterVerificationSchema>;

/** Issue 42: a work item's engagement letter — read, make a version, get a code, sign; and the public check. */
export const lettersApi = {
  get: (id: string, version?: number) => api.get<z.infer<typeof letterStateSchema>>(`work-items/${id}/letter`, { version }),
  prepare: (id: string, input: LetterTermsInput) => api.post<z.infer<typeof letterStateSchema>>(`work-items/${id}/letter`, input),
  sendCode: (id: string, input: LetterCodeInput) => api.post<z.infer<typeof letterCodeSentSchema>>(`work-items/${id}/letter/code`, input),
  sign: (id: string, input: SignLetterInput) => api.post<z.infer<typeof letterStateSchema>>(`work-items/${id}/letter/sign`, input),
  pdfUrl: (id: string, version: number, kind?: 'letter') =>
    `/api/v1/work-items/${id}/letter/pdf?version=${version}${kind ? `&kind=${kind}` : ''}`,
  verifyFile: (form: FormData) => api.post<z.infer<typeof letterVerificationSchema>>('letters/verify', form),
};

const letterKey = (id: string, version: number | null) => ['work-items', 'letter', id, version] as const;

/** One version of the letter (null: the latest); the server page passes the latest it rendered. */
export function useLetter(id: string, version: number | null, initial: LetterState) {
  return useQuery({
    queryKey: letterKey(id, version),
    queryFn: () => lettersApi.get(id, version ?? undefined),
    initialData: version === null ? initial : undefined,
    staleTime: 10_000,
  });
}

/** After a letter changed: its versions and the work item (whose Accept depends on it) are read again. */
export function useLetterRefresh() {
  const client = useQueryClient();
  return (id: string, state?: LetterState) => {
    if (state) client.setQueryData(letterKey(id, null), state);
    return client.invalidateQueries({ queryKey: ['work-items'] });
  };
}
