import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AccountPhoneResult, accountPhoneResultSchema, accountPhoneSetSchema, PhoneState } from '@/lib/dto/account-phone';
import { api } from './client';

export type { AccountPhoneResult, PhoneState };

type PhoneAnswer = { phone: PhoneState | null };

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

/**
 * GET auth/account/phone as the server last said it — the number and whether numbers abroad are
 * texted here (issue 63) — in one cache entry; the page passes what it rendered with, so nothing
 * spins on arrival. Each hook selects its part.
 */
function usePhoneSettings<T>(select: (result: AccountPhoneResult) => T, initial?: AccountPhoneResult) {
  return useQuery({
    queryKey: accountPhoneKey,
    queryFn: () => accountPhoneApi.get(),
    ...(initial !== undefined ? { initialData: initial } : {}),
    staleTime: 30_000,
    select,
  });
}

const selectPhone = (result: AccountPhoneResult) => result.phone;
const selectTextsAbroad = (result: AccountPhoneResult) => result.texts_abroad;

/** The account's number (null: none). */
export const useAccountPhone = (initial?: AccountPhoneResult) => usePhoneSettings(selectPhone, initial);

/** Whether a number outside the Philippines can be added: the server's word, never worked out here. */
export const useTextsAbroad = (initial?: AccountPhoneResult) => usePhoneSettings(selectTextsAbroad, initial);

/** Every phone call answers the new state: it replaces the cached one (the preferences read `verified` from it). */
function usePhoneMutation<TVars>(fn: (vars: TVars) => Promise<PhoneAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      const cached = client.getQueryData<AccountPhoneResult>(accountPhoneKey);
      if (cached) client.setQueryData<AccountPhoneResult>(accountPhoneKey, { ...cached, phone: result.phone });
      else void client.invalidateQueries({ queryKey: accountPhoneKey });
    },
  });
}

export const useSetPhone = () => usePhoneMutation(accountPhoneApi.set);
export const useVerifyPhone = () => usePhoneMutation(accountPhoneApi.verify);
export const useResendPhoneCode = () => usePhoneMutation(() => accountPhoneApi.resend());
export const useRemovePhone = () => usePhoneMutation(() => accountPhoneApi.remove());
