import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockerInput } from '@/lib/validation/blockers';
import { api } from './client';
import type { BlockerDto } from '@/lib/dto/blocker';

export type { BlockerDto };
/** Spec §3: is_blocker is set on the client side. */
export type CalendarBlocker = BlockerDto & { is_blocker: true };

export const blockerKeys = { all: ['blockers'] as const, range: (from: string, to: string) => ['blockers', from, to] as const };

export const blockersApi = {
  list: (from: string, to: string) => api.get<{ results: BlockerDto[]; hasMore: boolean; page: number }>('blockers', { from, to, limit: 200 }),
  create: (input: BlockerInput) => api.post<{ _id: string }>('blockers', input),
  update: (id: string, input: BlockerInput) => api.put<BlockerDto>(`blockers/${id}`, input),
  remove: (id: string) => api.delete<{ _id: string }>(`blockers/${id}`),
};

export function useBlockers(from: string, to: string) {
  return useQuery({
    queryKey: blockerKeys.range(from, to),
    queryFn: async () => (await blockersApi.list(from, to)).results.map((b): CalendarBlocker => ({ ...b, is_blocker: true })),
  });
}

function useBlockerMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: blockerKeys.all }) });
}

export const useCreateBlocker = () => useBlockerMutation(blockersApi.create);
export const useUpdateBlocker = () => useBlockerMutation((v: { id: string; input: BlockerInput }) => blockersApi.update(v.id, v.input));
export const useDeleteBlocker = () => useBlockerMutation(blockersApi.remove);
