import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { moneyClaimSchema } from '@/features/money-claims/dto/money-claims';
import type { MoneyClaimIntake } from '@/features/money-claims/rules/money-claims';
import type { claimStepInputSchema } from '@/features/money-claims/validation/money-claims';
import { api } from '@/lib/api/client';

const BASE = 'money-claims';
const claimKeys = { all: ['money-claims'] as const, view: (id: string) => ['money-claims', 'view', id] as const };

/** Issue 75: a money claim's calls. */
export const moneyClaimsApi = {
  open: (intake: MoneyClaimIntake) => api.post<z.infer<typeof moneyClaimSchema>>(BASE, intake),
  get: (id: string) => api.get<z.infer<typeof moneyClaimSchema>>(`${BASE}/${id}`),
  record: (id: string, input: z.input<typeof claimStepInputSchema>) =>
    api.post<z.infer<typeof moneyClaimSchema>>(`${BASE}/${id}/steps`, input),
  close: (id: string) => api.post<z.infer<typeof moneyClaimSchema>>(`${BASE}/${id}/close`),
};

/** One claim with its timeline; the server page passes what it rendered. */
export function useMoneyClaim(id: string, initial: z.infer<typeof moneyClaimSchema>) {
  return useQuery({ queryKey: claimKeys.view(id), queryFn: () => moneyClaimsApi.get(id), initialData: initial, staleTime: 10_000 });
}

/** After a step or a close: the claim's answer is the new state (set, not fetched again). */
export function useClaimUpdate() {
  const client = useQueryClient();
  return (claim: z.infer<typeof moneyClaimSchema>) => client.setQueryData(claimKeys.view(claim._id), claim);
}
