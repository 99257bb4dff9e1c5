// POST /api/v1/call-guest/leave – the guest leaves the call (the Leave button, or the closing page's beacon); the call goes on
import { route } from '@/lib/server/platform/http';
import { leaveGuestCall } from '@/lib/server/calls/guest-call';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => leaveGuestCall(req));
