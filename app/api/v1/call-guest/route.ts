// GET /api/v1/call-guest – the invited guest's lobby (their browser's cookie): whether the lawyer let them in
import { route } from '@/lib/server/platform/http';
import { pollGuest } from '@/lib/server/calls/call-guests';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => pollGuest(req));
