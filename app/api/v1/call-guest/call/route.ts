// POST /api/v1/call-guest/call – the admitted guest joins the call: the parties, the relays, where the event stream starts
import { route } from '@/lib/server/platform/http';
import { joinGuestCall } from '@/lib/server/calls/guest-call';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => joinGuestCall(req));
