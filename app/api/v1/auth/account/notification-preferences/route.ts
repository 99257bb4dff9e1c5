// GET | PUT /api/v1/auth/account/notification-preferences – your channels (e-mail, SMS, push) per kind of message
import { route, readJson } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { listNotificationPreferences, setNotificationPreference } from '@/lib/server/messaging/notifications/preferences';
import { notificationPreferenceSchema } from '@/lib/validation/notification-preferences';

export const GET = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  return listNotificationPreferences(user);
});

export const PUT = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  return setNotificationPreference(user, await readJson(req, notificationPreferenceSchema));
});
