// POST /api/v1/meeting/{id}/events – send the other party a call signal (offer, answer, candidate, presence, media, hang-up)
// GET  /api/v1/meeting/{id}/events – the other party's signals as Server-Sent Events (Last-Event-ID resumes)
import { readJson, readQuery, route } from '@/lib/server/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { openCallEventStream } from '@/lib/server/video/event-stream';
import { sendCallEvent } from '@/lib/server/video/signals';
import { accountLimits } from '@/lib/server/security/limits';
import { enforceRateLimits } from '@/lib/server/security/rate-limit';
import { CALL_EVENT_MAX_BYTES, callEventSchema, eventStreamQuerySchema } from '@/lib/validation/call';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = await params;
  await enforceRateLimits(accountLimits('call-signal', user.id));
  return sendCallEvent(user.id, id, await readJson(req, callEventSchema, { maxBytes: CALL_EVENT_MAX_BYTES }));
});

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const header = req.headers.get('last-event-id');
  const { last_event_id } = readQuery(req, eventStreamQuerySchema);
  const resumeFrom = header && /^\d{1,18}$/.test(header) ? header : last_event_id;
  return openCallEventStream(req, user, (await params).id, { lastEventId: resumeFrom === undefined ? undefined : Number(resumeFrom) });
});
