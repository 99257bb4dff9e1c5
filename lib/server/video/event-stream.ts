import 'server-only';
import type { CallEvent } from '@/lib/dto/video-call';
import { isPresent, PRESENCE_TIMEOUT_MS, touchAttendance } from './attendance';
import { callHub, type CallHub } from './call-hub';
import { openCallPeerOrThrow } from './join-rules';
import { lastPresence, lastSignalId, readSignalsAfter } from './signals';
import { isShuttingDown } from '../system/lifecycle';

export const HEARTBEAT_MS = 15_000;

/**
 * Headers that keep an event stream flowing through Next's compression and through proxies
 * (nginx needs `proxy_buffering off` too; `X-Accel-Buffering: no` asks it per response).
 */
export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  'Content-Encoding': 'none',
  Connection: 'keep-alive',
} as const;

// The open streams of this process, each with its way to end itself (endCallEventStreams). On
// globalThis: instrumentation.ts (graceful shutdown) and the route are bundled separately.
const g = globalThis as unknown as { __abogadoCallStreams?: Set<(retryMs: number) => void> };
const openStreams = (g.__abogadoCallStreams ??= new Set());

/** How soon a browser reconnects after a stopping instance ended its stream: soon, spread out. */
export function reconnectDelayMs(): number {
  return 500 + Math.floor(Math.random() * 1000);
}

/**
 * Graceful shutdown: ends every open stream of this process with a short `retry:` hint. The
 * browser's EventSource reconnects by itself (with Last-Event-ID, so nothing is missed) and the
 * balancer sends it to an instance that is still running. Returns how many were open.
 */
export function endCallEventStreams(): number {
  const ends = [...openStreams];
  for (const end of ends) end(reconnectDelayMs());
  return ends.length;
}

function frame(event: CallEvent): string {
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** Where the other party is now: in the call, in the lobby, or gone. */
async function presenceSnapshot(meetingId: string, peerId: string, lastId: number): Promise<CallEvent> {
  const now = Date.now();
  const [inCall, last] = await Promise.all([isPresent(meetingId, peerId), lastPresence(meetingId, peerId)]);
  const inLobby = last?.state === 'lobby' && now - last.at.getTime() < PRESENCE_TIMEOUT_MS;
  return { kind: 'presence', state: inCall ? 'in-call' : inLobby ? 'lobby' : 'left', id: String(lastId), from: peerId, sent_at: new Date(now).toISOString(), snapshot: true };
}

/**
 * GET meeting/{id}/events: the other party's signals as Server-Sent Events, for a party of an open
 * call only. A reconnect with Last-Event-ID replays what it missed; a new stream starts with a
 * presence snapshot. Wakes on NOTIFY (any instance), and also re-reads on every heartbeat, so a
 * notification lost while the LISTEN connection was down is only late, never lost.
 */
export async function openCallEventStream(
  req: Request,
  userId: string,
  meetingId: string,
  options: { lastEventId?: number; heartbeatMs?: number; hub?: CallHub } = {},
): Promise<Response> {
  const { peerId } = await openCallPeerOrThrow(userId, meetingId);
  // A stream asked of a draining instance (over a kept-alive connection): only the hint to come back.
  if (isShuttingDown()) return new Response(`retry: ${reconnectDelayMs()}\n\n`, { headers: EVENT_STREAM_HEADERS });
  const hub = options.hub ?? callHub();
  const encoder = new TextEncoder();
  const resume = options.lastEventId !== undefined;
  let lastId = resume ? options.lastEventId! : await lastSignalId(meetingId, userId);
  let closed = false;
  let pumping: Promise<void> = Promise.resolve();
  let cleanup = () => {};

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      // One reader at a time, in id order: each pump reads from where the previous one stopped.
      const pump = () => {
        pumping = pumping.then(async () => {
          if (closed) return;
          for (const event of await readSignalsAfter(meetingId, peerId, lastId)) {
            lastId = Number(event.id);
            write(frame(event));
          }
        }).catch((error) => console.error('[call] stream read failed', error));
        return pumping;
      };
      const unsubscribe = await hub.subscribe(meetingId, (id) => {
        if (id > lastId) void pump();
      });
      const heartbeat = setInterval(() => {
        write(': ping\n\n');
        void touchAttendance(meetingId, userId).catch(() => undefined);
        void pump();
      }, options.heartbeatMs ?? HEARTBEAT_MS);
      const end = (retryMs: number) => {
        write(`retry: ${retryMs}\n\n`);
        cleanup();
      };
      cleanup = () => {
        if (closed) return;
        closed = true;
        openStreams.delete(end);
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      req.signal.addEventListener('abort', cleanup, { once: true });
      openStreams.add(end);
      // The shutdown began while this stream was subscribing: it missed endCallEventStreams.
      if (isShuttingDown()) return end(reconnectDelayMs());
      write('retry: 2000\n\n');
      if (!resume) write(frame(await presenceSnapshot(meetingId, peerId, lastId)));
      await pump();
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, { headers: EVENT_STREAM_HEADERS });
}
