// POST /api/v1/call-guest/link/{token} – an invited guest's browser opens the invitation (no account): the first browser is bound to it, any other is refused
import { route } from '@/lib/server/platform/http';
import { jsonWithCookies } from '@/lib/server/auth/respond';
import { openGuestInvitation } from '@/lib/server/calls/guest-call';

export const dynamic = 'force-dynamic';

export const POST = route<{ token: string }>(async (req, { params }) => {
  const { view, cookie } = await openGuestInvitation((await params).token, req);
  return jsonWithCookies(view, { cookies: [cookie] });
});
