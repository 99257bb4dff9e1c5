// GET /api/v1/auth/session/expired?callback_url= – page guards send a browser here when its signed cookie outlived its session
import { route } from '@/lib/server/platform/http';
import { clearDeadSession } from '@/lib/server/auth/clear-dead-session';

export const GET = route(async (req) => clearDeadSession(req));
