// GET /api/v1/health – liveness plus the database engine and migration state
import { route } from '@/lib/server/http';
import { getHealth } from '@/lib/server/system/get-health';

export const dynamic = 'force-dynamic';

export const GET = route(async () => getHealth());
