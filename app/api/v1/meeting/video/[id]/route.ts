// GET /api/v1/meeting/video/{id}?tz= – join the call: the video call object (spec §3), join recorded
// POST /api/v1/meeting/video/{id} – leave the call ({hangup: true} from Leave; no body from navigator.sendBeacon when the page closes)
import { readJson, readQuery, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { joinCall, leaveCall } from '@/lib/server/calls/join-call';
import { joinQuerySchema, leaveCallSchema } from '@/lib/validation/call';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { tz } = readQuery(req, joinQuerySchema);
  return joinCall(user.id, (await params).id, { zone: tz });
});

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, leaveCallSchema);
  return leaveCall(user.id, (await params).id, input);
});
