import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { NotificationPreferences, notificationPreferencesSchema } from '@/lib/dto/account-phone';
import type { NotificationPreferenceInput } from '@/lib/validation/notification-preferences';
import { api } from './client';

export type { NotificationPreferences };

const BASE = 'auth/account/notification-preferences';
const notificationPreferencesKey = ['account', 'notification-preferences'] as const;

const notificationPreferencesApi = {
  get: () => api.get<z.infer<typeof notificationPreferencesSchema>>(BASE),
  set: (input: NotificationPreferenceInput) => api.put<z.infer<typeof notificationPreferencesSchema>>(BASE, input),
};

export function useNotificationPreferences(initial?: NotificationPreferences) {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: notificationPreferencesApi.get,
    ...(initial ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
}

function withSwitch(list: NotificationPreferences, input: NotificationPreferenceInput): NotificationPreferences {
  return {
    preferences: list.preferences.map((p) =>
      p.kind === input.kind ? { ...p, channels: { ...p.channels, [input.channel]: input.enabled } } : p,
    ),
  };
}

const PREFERENCE_SAVE_FAILED = 'Could not save that change. Please try again.';

/**
 * One switch saved at once: the table flips before the server answers and flips back, with a toast,
 * when it refuses (the server's message, else a plain one). Each answer carries the whole list, but
 * only the last settled call writes it, so quick flips of several switches never undo one another.
 */
export function useSetNotificationPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: notificationPreferencesKey,
    mutationFn: notificationPreferencesApi.set,
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: notificationPreferencesKey });
      const before = client.getQueryData<NotificationPreferences>(notificationPreferencesKey);
      if (before) client.setQueryData(notificationPreferencesKey, withSwitch(before, input));
      return { previous: before ? before.preferences.find((p) => p.kind === input.kind)?.channels[input.channel] : undefined };
    },
    onError: (error, input, context) => {
      const current = client.getQueryData<NotificationPreferences>(notificationPreferencesKey);
      if (current && context?.previous !== undefined) {
        client.setQueryData(notificationPreferencesKey, withSwitch(current, { ...input, enabled: context.previous }));
      }
      toast.error(error instanceof Error && error.message ? error.message : PREFERENCE_SAVE_FAILED);
    },
    onSuccess: (result) => {
      // Still switching others: their optimistic values stay until the last answer arrives.
      if (client.isMutating({ mutationKey: notificationPreferencesKey }) <= 1) client.setQueryData(notificationPreferencesKey, result);
    },
  });
}
