import { z } from './zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@/lib/config/notification-kinds';
import { issueMessage } from '@/lib/errors/issue';

/** PUT auth/account/notification-preferences: one switch (a kind on one channel) at a time. */
export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: issueMessage('notificationPreferences.unknownKindMessage') }),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: issueMessage('notificationPreferences.unknownChannel') }),
  enabled: z.boolean({ error: issueMessage('notificationPreferences.chooseOff') }),
});
export type NotificationPreferenceInput = z.input<typeof notificationPreferenceSchema>;
