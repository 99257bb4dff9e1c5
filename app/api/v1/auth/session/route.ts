// GET /api/v1/auth/session – the signed-in user (401 otherwise); refreshes the cookie when its claims went stale
import { route } from '@/lib/server/platform/http';
import { readSession } from '@/lib/server/auth/read-session';

export const GET = route(async (req) => readSession(req));
