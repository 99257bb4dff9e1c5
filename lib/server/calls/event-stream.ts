import 'server-only';
import { callHub, type CallHubLike } from './call-hub';
import { CallEventStream, streamRegistry, type StreamReader } from './call-event-stream';
import { openCallPartiesOrThrow, type CallParties, type CallPrincipal } from './call-parties';
import { findGuest, touchGuestPresence } from './call-guests';
import { touchAttendance } from './attendance';
import { lastSignalId } from './signals';
import { claimStreamSlot, HEARTBEAT_MS, releaseStreamSlot, touchStreamSlot } from './stream-slots';
import { isSessionLive } from '@/lib/server/auth/sessions';
import { isShuttingDown } from '@/lib/server/platform/http/lifecycle';
import { AppError } from '@/lib/server/platform/http/errors';

/**
 * Headers that keep an event stream flowing through Next's compression and through proxies
 * (nginx needs `proxy_buffering off` too; `X-Accel-Buffering: no` asks it per response).
 */
const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  'Content-Encoding': 'none',
  Connection: 'keep-alive',
} as const;

/** How soon a browser reconnects after a stopping instance ended its stream: soon, spread out. */
function reconnectDelayMs(): number {
  return 500 + Math.floor(Math.random() * 1000);
}

/**
 * Graceful shutdown: ends every open stream of this process with a short `retry:` hint. The
 * browser reconnects (with the last event id, so nothing is missed) and the balancer sends it to an
 * instance that is still running. Returns how many were open.
 */
export function endCallEventStreams(): number {
  const open = [...streamRegistry.open];
  for (const stream of open) stream.close('shutdown', reconnectDelayMs());
  return open.length;
}

/** Resolves once the slots of the streams ended so far are given back (before the database closes). */
export async function callEventStreamsReleased(): Promise<void> {
  while (streamRegistry.releasing.size > 0) await Promise.all([...streamRegistry.releasing]);
}

/** Open streams of this process. */
export function openCallEventStreamCount(): number {
  return streamRegistry.open.size;
}

/**
 * GET meeting/{id}/events: the other party's signals as Server-Sent Events, for a party of an open
 * call only, at most MAX_STREAMS_PER_CALL per user and meeting (429 beyond). A reconnect with
 * Last-Event-ID replays what it missed; a new stream starts with a presence snapshot. Wakes on
 * NOTIFY (any instance), and also re-reads on every heartbeat, so a notification lost while the
 * LISTEN connection was down is only late, never lost. The stream belongs to the session that
 * opened it and ends when that session does (CallEventStream).
 */
export async function openCallEventStream(
  req: Request,
  who: { id: string; sessionId: string } | CallPrincipal,
  meetingId: string,
  options: { lastEventId?: number; heartbeatMs?: number; hub?: CallHubLike } = {},
): Promise<Response> {
  const principal: CallPrincipal = 'kind' in who ? who : { kind: 'user', ...who };
  const parties = await openCallPartiesOrThrow(principal, meetingId);
  // A stream asked of a draining instance (over a connection the balancer kept open): 503, which a
  // balancer with `proxy_next_upstream … http_503` (docs/operations.md) sends on to a running instance at once,
  // and which the browser otherwise retries after a second (subscribeCallEvents); the connection is
  // closed (route()), so the retry does not come back here.
  if (isShuttingDown())
    throw new AppError('SERVICE_UNAVAILABLE', 'video.serverRestartingReconnecting', {
      key: 'RESTARTING',
      headers: { 'Retry-After': '1' },
    });
  const resume = options.lastEventId !== undefined;
  const lastId = resume ? options.lastEventId! : await lastSignalId(meetingId, principal.id);
  const reader = await streamReader(principal, meetingId, parties);
  const stream = new CallEventStream({
    signal: req.signal,
    reader,
    lastId,
    resume,
    heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
    hub: options.hub ?? callHub(),
  });
  return new Response(stream.body, { headers: EVENT_STREAM_HEADERS });
}

/**
 * What keeps a stream: a signed-in party holds one of their call_streams places (at most
 * MAX_STREAMS_PER_CALL) while their session lives; the guest, who has no session, holds theirs while the
 * lawyer has not removed them (a removal notifies the hub's ended-session channel with the guest's id).
 */
async function streamReader(principal: CallPrincipal, meetingId: string, parties: CallParties): Promise<StreamReader> {
  const base = { meetingId, me: parties.me, peers: parties.peers };
  if (principal.kind === 'guest') {
    return {
      ...base,
      isLive: async () => {
        const access = await findGuest(principal.id);
        return access?.guest.status === 'ADMITTED';
      },
      keep: async () => {
        await touchGuestPresence(principal.id);
        return true;
      },
      release: async () => undefined,
    };
  }
  const slot = await claimStreamSlot({ meetingId, userId: principal.id, sessionId: principal.sessionId });
  return {
    ...base,
    isLive: () => isSessionLive(slot.sessionId),
    keep: async () => {
      const [kept] = await Promise.all([touchStreamSlot(slot.id), touchAttendance(meetingId, principal.id)]);
      return kept;
    },
    release: () => releaseStreamSlot(slot.id),
  };
}
