import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockerInput, BlockerScope } from '@/lib/validation/blockers';
import { api } from './client';
import type { z } from 'zod';
import type { BlockerDto, blockerDtoSchema, BlockersPageDto, blockersPageDtoSchema, createdBlockerDtoSchema } from '@/lib/dto/blocker';

/** Spec §3: is_blocker is set on the client side. */
export type CalendarBlocker = BlockerDto & { is_blocker: true };
export type CalendarBlockers = Omit<BlockersPageDto, 'results'> & { results: CalendarBlocker[] };

const blockerKeys = { all: ['blockers'] as const, range: (from: string, to: string) => ['blockers', from, to] as const };

const blockersApi = {
  list: (from: string, to: string) => api.get<z.infer<typeof blockersPageDtoSchema>>('blockers', { from, to, limit: 200 }),
  create: (input: BlockerInput) => api.post<z.infer<typeof createdBlockerDtoSchema>>('blockers', input),
  update: (id: string, input: BlockerInput, scope: BlockerScope = 'series') =>
    api.put<z.infer<typeof blockerDtoSchema>>(`blockers/${id}?scope=${scope}`, input),
  remove: (id: string, scope: BlockerScope = 'series') =>
    api.delete<z.infer<typeof createdBlockerDtoSchema>>(`blockers/${id}?scope=${scope}`),
};

const asCalendarBlockers = (page: BlockersPageDto): CalendarBlockers => ({
  ...page,
  results: page.results.map((b): CalendarBlocker => ({ ...b, is_blocker: true })),
});

/** The blockers of [from, to); `initialData` is the page's server render of the same range (no first request). */
export function useBlockers(from: string, to: string, initialData?: BlockersPageDto) {
  return useQuery({
    queryKey: blockerKeys.range(from, to),
    queryFn: async () => asCalendarBlockers(await blockersApi.list(from, to)),
    initialData: initialData && asCalendarBlockers(initialData),
  });
}

function useBlockerMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: blockerKeys.all }) });
}

export const useCreateBlocker = () => useBlockerMutation(blockersApi.create);
export const useUpdateBlocker = () =>
  useBlockerMutation((v: { id: string; input: BlockerInput; scope?: BlockerScope }) => blockersApi.update(v.id, v.input, v.scope));
export const useDeleteBlocker = () => useBlockerMutation((v: { id: string; scope?: BlockerScope }) => blockersApi.remove(v.id, v.scope));
