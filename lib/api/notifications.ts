import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { z } from 'zod';
import type { notificationDtoSchema, notificationPageSchema, pushKeySchema } from '@/lib/dto/notification';
import type { okSchema } from '@/lib/dto/wire';

export type NotificationList = z.infer<typeof notificationPageSchema>;

const notificationKeys = { inApp: ['notifications', 'in-app'] as const };

export const notificationsApi = {
  list: () => api.get<z.infer<typeof notificationPageSchema>>('notifications/in-app'),
  seen: (id: string) => api.put<z.infer<typeof notificationDtoSchema>>(`notifications/in-app/${id}/seen`),
  pushKey: () => api.get<z.infer<typeof pushKeySchema>>('notifications/push/key'),
  subscribe: (body: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
    api.post<z.infer<typeof okSchema>>('notifications/push/subscribe', body),
  unsubscribe: () => api.delete<z.infer<typeof okSchema>>('notifications/push/unsubscribe'),
};

/** Spec §8: a failed fetch is swallowed — the menu keeps what it had (or shows the empty text). */
export function useInAppNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.inApp,
    queryFn: () => notificationsApi.list().catch(() => ({ results: [], hasMore: false, unseen_count: 0 }) as NotificationList),
    enabled,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
}

/** Marks one seen and updates the cached list at once (spec §4: "also updated locally"). */
export function useMarkNotificationSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: notificationsApi.seen,
    onMutate: (id: string) => {
      client.setQueryData<NotificationList>(notificationKeys.inApp, (old) => {
        if (!old) return old;
        const was = old.results.find((n) => n._id === id);
        return {
          ...old,
          results: old.results.map((n) => (n._id === id ? { ...n, seen: true } : n)),
          unseen_count: was && !was.seen && old.unseen_count ? old.unseen_count - 1 : old.unseen_count,
        };
      });
    },
  });
}
