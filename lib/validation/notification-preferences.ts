import { z } from './zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@/lib/config/notification-kinds';

/** PUT auth/account/notification-preferences: one switch (a kind on one channel) at a time. */
export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: 'Unknown kind of message.' }),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: 'Unknown channel.' }),
  enabled: z.boolean({ error: 'Please choose on or off.' }),
});
export type NotificationPreferenceInput = z.input<typeof notificationPreferenceSchema>;
