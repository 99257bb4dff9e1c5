import type { CallEvent, CallEventInput, VideoCall } from '@/lib/dto/video-call';
import { ApiError, api } from './client';

/** The call's HTTP side (spec §7 meeting/video and meeting/{id}/events). */
export const callApi = {
  join: (meetingId: string, tz: string) => api.get<VideoCall>(`meeting/video/${meetingId}`, { tz }),
  leave: (meetingId: string) => api.post<{ ok: true }>(`meeting/video/${meetingId}`),
  /** While the page closes: the browser sends it even after the page is gone. */
  leaveOnUnload: (meetingId: string) => navigator.sendBeacon(`/api/v1/meeting/video/${meetingId}`),
  send: (meetingId: string, event: CallEventInput) => api.post<{ _id: string }>(`meeting/${meetingId}/events`, event),
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

/** Waits before the next new EventSource after the browser gave one up: 1 s, 2 s, 4 s … at most 15 s. */
export const resubscribeDelayMs = (attempt: number) => Math.min(15_000, 1_000 * 2 ** attempt);

/**
 * The other party's signals. EventSource reconnects by itself (resending Last-Event-ID) after a
 * dropped connection, but gives up for good when a reconnect is answered with anything but a 200
 * event stream — a 502 from the proxy while an instance restarts, say. Then a new one is opened after
 * a backoff, resuming after the last event seen, so the call keeps its signalling through a deploy.
 */
export function subscribeCallEvents(meetingId: string, onEvent: (event: CallEvent) => void, options: { after?: string; onOpenChange?: (open: boolean) => void } = {}): () => void {
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
    const current = new EventSource(callApi.eventsUrl(meetingId, lastId));
    source = current;
    for (const kind of ['offer', 'answer', 'candidate', 'presence', 'media', 'hangup']) current.addEventListener(kind, handle as EventListener);
    current.onopen = () => {
      attempt = 0;
      options.onOpenChange?.(true);
    };
    current.onerror = () => {
      options.onOpenChange?.(false);
      if (current.readyState !== EventSource.CLOSED || closed) return;
      retry = setTimeout(open, resubscribeDelayMs(attempt++));
    };
  };
  open();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}
