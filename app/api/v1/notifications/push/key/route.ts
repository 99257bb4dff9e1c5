// GET /api/v1/notifications/push/key – the VAPID application server key browsers subscribe with
import { route } from '@/lib/server/platform/http';
import { getVapidKeys } from '@/lib/server/messaging/push/vapid-keys';

export const dynamic = 'force-dynamic';

export const GET = route(() => ({ key: getVapidKeys().publicKey }));
