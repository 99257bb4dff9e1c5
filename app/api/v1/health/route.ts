// GET /api/v1/health – liveness plus the database engine and migration state
import { route } from '@/lib/server/platform/http';
import { getHealth } from '@/lib/server/runtime/system/get-health';

export const dynamic = 'force-dynamic';

export const GET = route(async () => getHealth());
