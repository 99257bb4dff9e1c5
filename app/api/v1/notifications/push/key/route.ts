// GET /api/v1/notifications/push/key – the VAPID application server key browsers subscribe with
import { route } from '@/lib/server/http';
import { getVapidKeys } from '@/lib/server/push/vapid-keys';

export const dynamic = 'force-dynamic';

export const GET = route(() => ({ key: getVapidKeys().publicKey }));
