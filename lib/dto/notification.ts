// Notification wire type (spec §3 "Notification").
import { z } from 'zod';
import { isoDateTime, uuid } from './wire';

export const notificationDtoSchema = z
  .object({
    _id: uuid,
    title: z.string(),
    body: z.string(),
    url: z.string(),
    icon: z.enum(['meeting-comment', 'meeting-reminder', 'new-meeting', 'new-work-item']),
    seen: z.boolean(),
    created_at: isoDateTime,
  })
  .meta({ id: 'Notification' });
export type NotificationDto = z.infer<typeof notificationDtoSchema>;

/** GET /api/v1/notifications/in-app: newest first; pass the last `_id` as `before` for the next page. */
export const notificationPageSchema = z
  .object({
    results: z.array(notificationDtoSchema),
    hasMore: z.boolean(),
    /** The user's unseen notifications, all pages. */
    unseen_count: z.number().int(),
  })
  .meta({ id: 'NotificationPage' });

/** GET /api/v1/notifications/push/key: the VAPID application server key (base64url). */
export const pushKeySchema = z.object({ key: z.string() }).meta({ id: 'PushKey' });
