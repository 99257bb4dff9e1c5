import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountPhoneResultSchema, accountPhoneSetSchema, PhoneState } from '@/lib/dto/account-phone';
import { api } from './client';

export type { PhoneState };

type PhoneResult = z.infer<typeof accountPhoneResultSchema>;

const BASE = 'auth/account/phone';
export const accountPhoneKey = ['account', 'phone'] as const;

/** The account's mobile number (issue 29): add or change (a code is texted), verify, resend, remove. */
const accountPhoneApi = {
  get: () => api.get<z.infer<typeof accountPhoneResultSchema>>(BASE),
  set: (phone: string) => api.put<z.infer<typeof accountPhoneSetSchema>>(BASE, { phone }),
  verify: (code: string) => api.post<z.infer<typeof accountPhoneSetSchema>>(`${BASE}/verify`, { code }),
  resend: () => api.post<z.infer<typeof accountPhoneSetSchema>>(`${BASE}/resend`),
  remove: () => api.delete<z.infer<typeof accountPhoneResultSchema>>(BASE),
};

/** The number as the server last said; the page passes the state it rendered with, so nothing spins on arrival. */
export function useAccountPhone(initial?: PhoneState | null) {
  return useQuery({
    queryKey: accountPhoneKey,
    queryFn: async () => (await accountPhoneApi.get()).phone,
    ...(initial !== undefined ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
}

/** Every phone call answers the new state: it replaces the cached one (the preferences read `verified` from it). */
function usePhoneMutation<TVars>(fn: (vars: TVars) => Promise<PhoneResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => client.setQueryData(accountPhoneKey, result.phone),
  });
}

export const useSetPhone = () => usePhoneMutation(accountPhoneApi.set);
export const useVerifyPhone = () => usePhoneMutation(accountPhoneApi.verify);
export const useResendPhoneCode = () => usePhoneMutation(() => accountPhoneApi.resend());
export const useRemovePhone = () => usePhoneMutation(() => accountPhoneApi.remove());
