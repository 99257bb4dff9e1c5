// POST /api/v1/meeting/{id}/events – send the others in the call a signal (offer, answer, candidate, presence, media, hang-up)
// GET  /api/v1/meeting/{id}/events – the others' signals as Server-Sent Events (Last-Event-ID resumes)
// Either party, signed in, or the meeting's admitted guest (their browser's cookie, issue 63 item 5).
import { readJson, readQuery, route } from '@/lib/server/platform/http';
import { callPrincipal } from '@/lib/server/calls/call-parties';
import { openCallEventStream } from '@/lib/server/calls/event-stream';
import { sendCallEvent } from '@/lib/server/calls/signals';
import { accountLimits } from '@/lib/server/platform/security/limits';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { CALL_EVENT_MAX_BYTES, callEventSchema, eventStreamQuerySchema } from '@/lib/validation/call';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const { id } = await params;
  const principal = await callPrincipal(req, id);
  await enforceRateLimits(accountLimits('call-signal', principal.id));
  return sendCallEvent(principal, id, await readJson(req, callEventSchema, { maxBytes: CALL_EVENT_MAX_BYTES }));
});

export const GET = route<{ id: string }>(async (req, { params }) => {
  const { id } = await params;
  const principal = await callPrincipal(req, id);
  const header = req.headers.get('last-event-id');
  const { last_event_id } = readQuery(req, eventStreamQuerySchema);
  const resumeFrom = header && /^\d{1,18}$/.test(header) ? header : last_event_id;
  return openCallEventStream(req, principal, id, { lastEventId: resumeFrom === undefined ? undefined : Number(resumeFrom) });
});
