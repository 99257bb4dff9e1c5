import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { clientFeedSchema } from '@/features/matters/dto/matters';
import { api } from './client';

const BASE = 'auth/account/calendar-feed';
const clientFeedKey = ['account', 'calendar-feed'] as const;

/** The client's private calendar feed (issue 64): its address (null: none made yet). */
export const useClientCalendarFeed = () =>
  useQuery({ queryKey: clientFeedKey, queryFn: () => api.get<z.infer<typeof clientFeedSchema>>(BASE), staleTime: 60_000 });

/** Makes the address, or a new one (the old stops working); the answer replaces the cached one. */
export function useMakeClientCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<z.infer<typeof clientFeedSchema>>(BASE),
    onSuccess: (feed) => client.setQueryData(clientFeedKey, feed),
  });
}
