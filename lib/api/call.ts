import { CALL_EVENT_KINDS } from '@/lib/dto/call-event';
import type { z } from 'zod';
import type { attendanceReportSchema, CallEvent, CallEventInput, callEventRefSchema, videoCallSchema } from '@/lib/dto/video-call';
import type { okSchema } from '@/lib/dto/wire';
import { ApiError, api } from './client';

/** The call's HTTP side (spec §7 meeting/video and meeting/{id}/events). */
export const callApi = {
  join: (meetingId: string, tz: string) => api.get<z.infer<typeof videoCallSchema>>(`meeting/video/${meetingId}`, { tz }),
  /** `hangup`: the person ends the call (Leave), so it ends for the other party too. */
  leave: (meetingId: string, body: { hangup?: boolean } = {}) => api.post<z.infer<typeof okSchema>>(`meeting/video/${meetingId}`, body),
  /** While the page closes: the browser sends it even after the page is gone. */
  leaveOnUnload: (meetingId: string) => navigator.sendBeacon(`/api/v1/meeting/video/${meetingId}`),
  send: (meetingId: string, event: CallEventInput) => api.post<z.infer<typeof callEventRefSchema>>(`meeting/${meetingId}/events`, event),
  /** This page's media connection `conn` is up: the party attended (what the settlement reads). */
  reportConnected: (meetingId: string, conn: string) =>
    api.post<z.infer<typeof attendanceReportSchema>>(`meeting/${meetingId}/attendance`, { conn }),
  eventsUrl: (meetingId: string, after?: string) => `/api/v1/meeting/${meetingId}/events${after ? `?last_event_id=${after}` : ''}`,
};

/**
 * Signals to the other party, in order, retried while the network is down (a 3-second drop must
 * not lose the ICE restart offer); a 4xx other than 429 is final and dropped.
 */
export function createSignalSender(meetingId: string): { send: (event: CallEventInput) => void; close: () => void } {
  const queue: CallEventInput[] = [];
  let running = false;
  let closed = false;
  const run = async () => {
    if (running) return;
    running = true;
    while (queue.length && !closed) {
      try {
        await callApi.send(meetingId, queue[0]);
        queue.shift();
      } catch (error) {
        const status = error instanceof ApiError ? error.status : undefined;
        if (status && status < 500 && status !== 429) queue.shift();
        else await new Promise((r) => setTimeout(r, 500));
      }
    }
    running = false;
  };
  return {
    send: (event) => {
      queue.push(event);
      void run();
    },
    close: () => {
      closed = true;
    },
  };
}

/** How often, and how far apart, a connection's attendance report is tried before the page gives up on it. */
const ATTENDANCE_REPORT = { attempts: 6, firstDelayMs: 1_000 };

/**
 * Reports each connection of this page once, when it first reaches `connected`: the party attended.
 * A report is tried again — 1, 2, 4 … s apart — after a network error, a 5xx, a 429 or a 409 (the
 * answer that made the connection may still be on its way to the server); a 401/403/404 is final.
 * An ICE restart reconnects the same connection: not reported again.
 */
export function createAttendanceReporter(
  meetingId: string,
  report = callApi.reportConnected,
): {
  connected: (conn: string) => void;
  /**
   * The reports in flight, done (or given up): a leave waits for them, at most `withinMs`, so that a party who
   * hangs up a second after the call came up is still recorded as having attended before the leave settles the
   * meeting (a leave that arrived first left the client's attendance out: CI of stop 78, matter-after-call).
   */
  settled: (withinMs: number) => Promise<void>;
  close: () => void;
} {
  const reported = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;
  const attempt = async (conn: string, n: number): Promise<void> => {
    if (closed) return;
    try {
      await report(meetingId, conn);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined;
      if (n + 1 >= ATTENDANCE_REPORT.attempts || status === 401 || status === 403 || status === 404 || status === 400) return;
      await new Promise((r) => setTimeout(r, ATTENDANCE_REPORT.firstDelayMs * 2 ** n));
      return attempt(conn, n + 1);
    }
  };
  return {
    connected: (conn) => {
      if (reported.has(conn)) return;
      reported.add(conn);
      const sent = attempt(conn, 0).finally(() => inFlight.delete(sent));
      inFlight.add(sent);
    },
    settled: (withinMs) => Promise.race([Promise.all(inFlight).then(() => undefined), new Promise<void>((r) => setTimeout(r, withinMs))]),
    close: () => {
      closed = true;
    },
  };
}

/** Waits before the next new EventSource after a failed one: 1 s, 2 s, 4 s … at most 15 s. */
export const resubscribeDelayMs = (attempt: number) => Math.min(15_000, 1_000 * 2 ** attempt);

/**
 * A stream that ended after being open this long reconnects at once; one that ended sooner counts
 * as a failure (backs off), so a server that answers and hangs up at once is not hammered.
 */
export const STABLE_STREAM_MS = 1_000;

/**
 * The other party's signals. Reconnects are ours, not the EventSource's: its own retry goes back
 * after the server's `retry:` hint, keeps retrying while the network is down, and gives up for good
 * on any answer but a 200 event stream (a 502 while an instance restarts, a 429). Here a stream that
 * ends after having been open — an instance shutting down, a proxy's timeout — is replaced at once,
 * resuming after the last event seen (the balancer may pick any instance); only a stream that fails
 * to open (an error before open, a non-200) waits, 1, 2, 4 … 15 s, so the call keeps its signalling
 * through a deploy without hammering a server that refuses.
 */
export function subscribeCallEvents(
  meetingId: string,
  onEvent: (event: CallEvent) => void,
  options: { after?: string; onOpenChange?: (open: boolean) => void } = {},
): () => void {
  let lastId = options.after;
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;
  const handle = (e: MessageEvent) => {
    if (e.lastEventId) lastId = e.lastEventId;
    try {
      onEvent(JSON.parse(e.data) as CallEvent);
    } catch {
      // a frame we cannot read is skipped; the call goes on
    }
  };
  const open = () => {
    retry = undefined;
    const current = new EventSource(callApi.eventsUrl(meetingId, lastId));
    let openedAt: number | undefined;
    source = current;
    for (const kind of CALL_EVENT_KINDS) current.addEventListener(kind, handle as EventListener);
    current.onopen = () => {
      openedAt = Date.now();
      options.onOpenChange?.(true);
    };
    current.onerror = () => {
      current.close();
      if (closed || source !== current) return;
      options.onOpenChange?.(false);
      if (openedAt !== undefined && Date.now() - openedAt >= STABLE_STREAM_MS) {
        attempt = 0;
        open();
      } else {
        retry = setTimeout(open, resubscribeDelayMs(attempt++));
      }
    };
  };
  open();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}
