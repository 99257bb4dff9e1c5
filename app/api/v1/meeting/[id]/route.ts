// GET /api/v1/meeting/{id} – one meeting with files, comments and review (its two parties only)
import { localeOfRequest } from '@/lib/i18n/negotiate';
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { getMeeting } from '@/lib/server/meetings/get-meeting';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return getMeeting(user.id, (await params).id, localeOfRequest(req));
});
